import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { AccountButtonProps } from "../buttons/AccountButton.js"
import type { BalanceDisplay, ButtonSize } from "../buttons/ButtonProps.js"
import type { ConnectButtonProps } from "../buttons/ConnectButton.js"
import type { ConnectOnlyButtonProps } from "../buttons/ConnectOnlyButton.js"
import type { NetworkButtonProps } from "../buttons/NetworkButton.js"

/** Reads an attribute of the element: its value, or null when it is absent. */
export type ReadAttribute = (name: string) => string | null

const SIZES: ReadonlyArray<ButtonSize> = ["sm", "md"]
const BALANCES: ReadonlyArray<BalanceDisplay> = ["show", "hide"]
const NAMESPACES: ReadonlyArray<ChainNamespace> = ["eip155", "solana", "polkadot", "bip122", "cosmos"]

/** The attribute's value when it is one of `allowed`; anything else leaves the prop at its default. */
const oneOf = <A extends string>(value: string | null, allowed: ReadonlyArray<A>): A | undefined =>
  allowed.find((candidate) => candidate === value)

/** A boolean attribute: present is true (`disabled`, `disabled=""`), except the text "false". */
const flag = (value: string | null): boolean => value !== null && value.toLowerCase() !== "false"

/** HTML lower-cases attribute names: AppKit's `loadingLabel` arrives as `loadinglabel`. */
const LOADING_LABEL = ["loadinglabel", "loading-label"] as const

/** The attributes each element observes, lower-case as the parser gives them. */
export const CONNECT_BUTTON_ATTRIBUTES = ["label", ...LOADING_LABEL, "size", "balance", "disabled", "namespace"]
export const CONNECT_ONLY_BUTTON_ATTRIBUTES = ["label", ...LOADING_LABEL, "size", "disabled"]
export const NETWORK_BUTTON_ATTRIBUTES = ["disabled", "size"]
export const ACCOUNT_BUTTON_ATTRIBUTES = ["balance", "disabled", "size", "namespace"]

/** `<appkit-button>`'s attributes as `ConnectButton`'s props. */
export const connectButtonProps = (read: ReadAttribute): ConnectButtonProps => {
  const label = read("label")
  const loadingLabel = LOADING_LABEL.map(read).find((value) => value !== null)
  return {
    ...(label === null ? {} : { label }),
    ...(loadingLabel === undefined || loadingLabel === null ? {} : { loadingLabel }),
    size: oneOf(read("size"), SIZES) ?? "md",
    balance: oneOf(read("balance"), BALANCES) ?? "show",
    disabled: flag(read("disabled")),
    namespace: oneOf(read("namespace"), NAMESPACES)
  }
}

/** `<appkit-connect-button>`'s attributes as `ConnectOnlyButton`'s props. */
export const connectOnlyButtonProps = (read: ReadAttribute): ConnectOnlyButtonProps => {
  const { label, loadingLabel, size, disabled } = connectButtonProps(read)
  return { ...(label === undefined ? {} : { label }), ...(loadingLabel === undefined ? {} : { loadingLabel }), size, disabled }
}

/** `<appkit-network-button>`'s attributes as `NetworkButton`'s props. */
export const networkButtonProps = (read: ReadAttribute): NetworkButtonProps => ({
  size: oneOf(read("size"), SIZES) ?? "md",
  disabled: flag(read("disabled"))
})

/** `<appkit-account-button>`'s attributes as `AccountButton`'s props. */
export const accountButtonProps = (read: ReadAttribute): AccountButtonProps => ({
  size: oneOf(read("size"), SIZES) ?? "md",
  balance: oneOf(read("balance"), BALANCES) ?? "show",
  disabled: flag(read("disabled")),
  namespace: oneOf(read("namespace"), NAMESPACES)
})
