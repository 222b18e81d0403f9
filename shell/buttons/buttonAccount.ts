import { accountBalanceText } from "../../core/format/accountBalanceText.js"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import type { NamespaceState } from "../../core/services/ChainState.js"

/** What a ready-made button shows of an account. */
export type ButtonAccount =
  | { readonly _tag: "Disconnected" }
  /** A connection (or the restoring of a stored one) is under way. */
  | { readonly _tag: "Connecting" }
  | {
      readonly _tag: "Connected"
      readonly address: string
      /** The name to show: the account's profile name when it has one, else its short address. */
      readonly label: string
      readonly image: string | undefined
      /** The native balance with its symbol; undefined while unknown (never a made-up zero). */
      readonly balance: string | undefined
      /** The stored account of a returning visitor, shown while the wallet is asked (see paintStoredAccounts). */
      readonly restoring: boolean
    }

const DISCONNECTED: ButtonAccount = { _tag: "Disconnected" }
const CONNECTING: ButtonAccount = { _tag: "Connecting" }

/**
 * The account of a namespace as the buttons show it: connected once it has an address (even while
 * another wallet connects; restoring while a stored one is painted), else connecting while its
 * status says so, else disconnected.
 */
export const buttonAccount = (state: NamespaceState | undefined): ButtonAccount => {
  const account = state?.accountState
  if (account?.caipAddress !== undefined && account.address !== undefined) {
    const name = account.profileName
    const image = account.profileImage
    return {
      _tag: "Connected",
      address: account.address,
      label: name === undefined || name === null || name === "" ? truncateAddress(account.address) : name,
      image: image === undefined || image === null || image === "" ? undefined : image,
      balance:
        account.balance === undefined
          ? undefined
          : accountBalanceText(account.balance, account.balanceSymbol, state?.networkState.caipNetwork),
      restoring: account.status === "reconnecting"
    }
  }
  return account?.status === "connecting" || account?.status === "reconnecting" ? CONNECTING : DISCONNECTED
}
