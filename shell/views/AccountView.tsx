import { Option } from "effect"
import { useEffect, useState } from "react"
import { addressExplorerUrl } from "../../core/account/addressExplorerUrl.js"
import { fetchAccountData } from "../../core/account/fetchAccountData.js"
import { showSnackbar } from "../../core/alerts/showSnackbar.js"
import { disconnect } from "../../core/connection/disconnect.js"
import { accountBalanceText } from "../../core/format/accountBalanceText.js"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { push } from "../../core/router/push.js"
import { replace } from "../../core/router/replace.js"
import { useHandle } from "../runtime/HandleContext.js"
import { Avatar } from "./parts/Avatar.js"
import { CopyIcon } from "./parts/CopyIcon.js"
import { WalletImage } from "./parts/WalletImage.js"
import { failureText } from "./parts/failureText.js"
import { networkImage } from "./parts/networkImage.js"
import { safeLink } from "./parts/safeLink.js"
import { useActiveChain } from "./parts/useActiveChain.js"
import { useImageUrls } from "./parts/useCatalogue.js"
import { useProgram } from "./parts/useProgram.js"

const TABS = ["Tokens", "NFTs", "Activity"] as const

const TAB_TEXT: Record<(typeof TABS)[number], string> = {
  Tokens: "Token balances will show here in a later version.",
  NFTs: "Your NFTs will show here in a later version.",
  Activity: "Your transaction history will show here in a later version."
}

/**
 * Account: the connected account of the active namespace, its avatar (profile image, or a gradient
 * drawn from the address), name or shortened address with a copy button, native balance, a link
 * to the block explorer, the network button, the connected wallet, the Tokens / NFTs / Activity
 * tabs, and Disconnect.
 */
const AccountView = () => {
  const { runtime, options } = useHandle()
  const { chain } = useActiveChain()
  const urls = useImageUrls()
  const [tab, setTab] = useState<(typeof TABS)[number]>("Tokens")
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
        <p className="doorway-empty-title">No account connected</p>
        <button type="button" className="doorway-button" onClick={() => runtime.runFork(replace("Connect"))}>
          Connect a wallet
        </button>
      </div>
    )
  }

  const copy = () => {
    const copied =
      typeof navigator !== "undefined" && navigator.clipboard !== undefined
        ? navigator.clipboard.writeText(address)
        : Promise.reject(new Error("no clipboard"))
    copied.then(
      () => runtime.runFork(showSnackbar("Address copied", "success")),
      () => runtime.runFork(showSnackbar("Could not copy the address", "error"))
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
        disabled={!options.enableNetworkSwitch}
        onClick={() => runtime.runFork(push("SwitchNetwork"))}
      >
        <WalletImage src={networkImage(network, urls.asset)} name={network?.name ?? "?"} size="s" />
        {network?.name ?? "Unknown network"}
      </button>
      <Avatar address={address} image={account.profileImage} />
      <p className="doorway-heading">
        <span data-testid="account-name" data-address={address} title={address}>
          {account.profileName ?? truncateAddress(address)}
        </span>
        <button type="button" className="doorway-icon-button" style={{ width: 28, height: 28 }} aria-label="Copy address" onClick={copy}>
          <CopyIcon />
        </button>
      </p>
      {account.profileName === undefined || account.profileName === null ? null : (
        <p className="doorway-muted">{truncateAddress(address)}</p>
      )}
      <p className="doorway-balance" data-testid="account-balance">
        {accountBalanceText(account.balance, account.balanceSymbol, network)}
      </p>
      {explorer === undefined ? null : (
        <a className="doorway-link" href={explorer} target="_blank" rel="noopener noreferrer">
          Block Explorer ↗
        </a>
      )}
      {wallet === undefined ? null : (
        <button type="button" className="doorway-list-item" data-testid="wallet-button" onClick={() => runtime.runFork(push("ProfileWallets"))}>
          <WalletImage src={wallet.icon} name={wallet.name} size="s" />
          <span className="doorway-list-text">
            <span className="doorway-list-name">{wallet.name}</span>
          </span>
          <span className="doorway-tag">Wallets</span>
        </button>
      )}
      <div className="doorway-tabs" role="tablist" aria-label="Account">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`doorway-tab-${name}`}
            className="doorway-tab"
            aria-selected={tab === name}
            aria-controls="doorway-account-panel"
            onClick={() => setTab(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <div className="doorway-panel" role="tabpanel" id="doorway-account-panel" aria-labelledby={`doorway-tab-${tab}`}>
        <p className="doorway-muted">{TAB_TEXT[tab]}</p>
      </div>
      {Option.isSome(failed) ? (
        <p className="doorway-error-text" role="alert">
          {failureText(failed.value)}
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
        Disconnect
      </button>
    </div>
  )
}

export default AccountView
