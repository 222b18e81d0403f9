import { Option } from "effect"
import { useEffect } from "react"
import { addressExplorerUrl } from "../../core/account/addressExplorerUrl.js"
import { balanceStatus } from "../../core/account/balanceStatus.js"
import type { BalanceStatus } from "../../core/account/balanceStatus.js"
import { fetchAccountData } from "../../core/account/fetchAccountData.js"
import { disconnect } from "../../core/connection/disconnect.js"
import { embeddedLoginLabel } from "../../core/embedded/embeddedLoginLabel.js"
import { accountBalanceText } from "../../core/format/accountBalanceText.js"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { push } from "../../core/router/push.js"
import { replace } from "../../core/router/replace.js"
import type { Network } from "../../schemas/Network.js"
import { useStateRef } from "../hooks/useStateRef.js"
import { useHandle } from "../runtime/HandleContext.js"
import { useTexts } from "../i18n/TextsContext.js"
import type { Translator } from "../i18n/Translator.js"
import { AccountTabs } from "./account/AccountTabs.js"
import { AccountTypeEntry } from "./account/AccountTypeEntry.js"
import { WalletFeatureButtons } from "./account/WalletFeatureButtons.js"
import { UpdateEmailEntry } from "./embedded/UpdateEmailEntry.js"
import { ChooseNameEntry } from "./names/ChooseNameEntry.js"
import { SessionsEntry } from "./smartSessions/SessionsEntry.js"
import { Avatar } from "./parts/Avatar.js"
import { CopyIcon } from "./parts/CopyIcon.js"
import { WalletImage } from "./parts/WalletImage.js"
import { copyAddress } from "./parts/copyAddress.js"
import { failureText } from "./parts/failureText.js"
import { networkImage } from "./parts/networkImage.js"
import { safeLink } from "./parts/safeLink.js"
import { useActiveChain } from "./parts/useActiveChain.js"
import { useImageUrls } from "./parts/useCatalogue.js"
import { useProgram } from "./parts/useProgram.js"

/**
 * Account: the connected account of the active namespace, its avatar (profile image, or a gradient
 * drawn from the address), name or shortened address with a copy button, native balance (a
 * loading indicator until it is read, nothing when it cannot be), a link to the block explorer,
 * the network button, the wallet-feature buttons, the connected wallet (for the embedded wallet,
 * the login's account name or email, and its account type with the switch SPEC §4 allows), the tabs of the active chain family (SPEC §2), and Disconnect.
 */
const AccountView = () => {
  const { runtime, options, state } = useHandle()
  const texts = useTexts()
  const { namespace, chain } = useActiveChain()
  const urls = useImageUrls()
  const balanceFailures = useStateRef(runtime, state.chains.balanceFailures)
  const features = useStateRef(runtime, state.features.state)
  const leaving = useProgram<unknown>()
  const account = chain?.accountState
  const network = chain?.networkState.caipNetwork
  const address = account?.caipAddress === undefined ? undefined : account.address
  const caipAddress = account?.caipAddress

  // Balance, name and avatar of the account shown; fetched again when the account or network changes.
  useEffect(() => {
    if (caipAddress !== undefined) runtime.runFork(fetchAccountData())
  }, [runtime, caipAddress, network?.caipNetworkId])

  if (account === undefined || address === undefined) {
    return (
      <div className="doorway-empty">
        <p className="doorway-empty-title">{texts.text("account.none")}</p>
        <button type="button" className="doorway-button" onClick={() => runtime.runFork(replace("Connect"))}>
          {texts.text("account.connectWallet")}
        </button>
      </div>
    )
  }

  const explorer = safeLink(account.addressExplorerUrl ?? (network === undefined ? undefined : addressExplorerUrl(network, address)))
  const wallet = account.connectedWalletInfo
  const failed = leaving.status._tag === "Failed" ? leaving.status.error : Option.none()

  return (
    <div className="doorway-stack" data-testid="account">
      <button
        type="button"
        className="doorway-chip"
        data-testid="network-button"
        aria-label={texts.text("account.networkButton", { name: network?.name ?? texts.text("account.unknownNetwork") })}
        disabled={!options.enableNetworkSwitch}
        onClick={() => runtime.runFork(push("SwitchNetwork"))}
      >
        <WalletImage src={networkImage(network, urls.asset)} name={network?.name ?? "?"} size="s" />
        {network?.name ?? texts.text("account.unknownNetwork")}
      </button>
      <Avatar address={address} image={account.profileImage} />
      <p className="doorway-heading">
        <span data-testid="account-name" data-address={address} title={address}>
          {account.profileName ?? truncateAddress(address)}
        </span>
        <button type="button" className="doorway-icon-button" style={{ width: 28, height: 28 }} aria-label={texts.text("account.copyAddress")} onClick={() => copyAddress(runtime, address, texts)}>
          <CopyIcon />
        </button>
      </p>
      {account.profileName === undefined || account.profileName === null ? null : (
        <p className="doorway-muted">{truncateAddress(address)}</p>
      )}
      <Balance status={balanceStatus(account, balanceFailures)} network={network} texts={texts} />
      {explorer === undefined ? null : (
        <a className="doorway-link" href={explorer} target="_blank" rel="noopener noreferrer">
          {texts.text("account.explorer")}
        </a>
      )}
      <WalletFeatureButtons />
      {wallet === undefined ? null : (
        <button type="button" className="doorway-list-item" data-testid="wallet-button" onClick={() => runtime.runFork(push("ProfileWallets"))}>
          <WalletImage src={wallet.icon} name={wallet.name} size="s" />
          <span className="doorway-list-text">
            <span className="doorway-list-name">{embeddedLoginLabel(account) ?? wallet.name}</span>
          </span>
          <span className="doorway-tag">{texts.text("account.wallets")}</span>
        </button>
      )}
      <AccountTypeEntry />
      <UpdateEmailEntry namespace={namespace} email={account.user?.email} />
      <ChooseNameEntry />
      <SessionsEntry />
      {namespace === undefined || network === undefined ? null : (
        <AccountTabs namespace={namespace} activity={features.activity} address={address} network={network} />
      )}
      {Option.isSome(failed) ? (
        <p className="doorway-error-text" role="alert">
          {failureText(failed.value, texts)}
        </p>
      ) : null}
      <button
        type="button"
        className="doorway-button"
        data-variant="danger"
        data-testid="disconnect"
        disabled={leaving.status._tag === "Running"}
        onClick={() => leaving.run(disconnect())}
      >
        {texts.text("account.disconnect")}
      </button>
    </div>
  )
}

/** The balance line: the balance read, a loading indicator before, and nothing when it is unknown. */
const Balance = ({ status, network, texts }: { readonly status: BalanceStatus; readonly network: Network | undefined; readonly texts: Translator }) => {
  switch (status._tag) {
    case "Known":
      return (
        <p className="doorway-balance" data-testid="account-balance">
          {accountBalanceText(status.balance, status.symbol, network, texts.locale)}
        </p>
      )
    case "Loading":
      return <span className="doorway-spinner" role="progressbar" aria-label={texts.text("account.loadingBalance")} data-testid="account-balance-loading" />
    case "Unavailable":
      return null
  }
}

export default AccountView

// The wallet features' views, and the tab the view opens on, load through this chunk (see builtInViews.ts).
export { walletFeatureViews } from "./account/walletFeatures.js"
export { ACCOUNT_TABS } from "./account/accountTabs.js"
