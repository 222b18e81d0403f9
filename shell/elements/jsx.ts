/**
 * The custom elements' attributes, and their JSX typings: importing `doorway-connect/elements`
 * lets `<appkit-button />` type-check in a React 19 host.
 */
import type { DetailedHTMLProps, HTMLAttributes } from "react"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { BalanceDisplay, ButtonSize } from "../buttons/ButtonProps.js"

/** A boolean attribute as JSX writes it. */
type Flag = boolean | "true" | "false" | ""

export interface AppKitButtonAttributes {
  readonly label?: string
  /** Written `loadingLabel` as in AppKit; HTML reads it as `loadinglabel`. */
  readonly loadingLabel?: string
  readonly size?: ButtonSize
  readonly balance?: BalanceDisplay
  readonly disabled?: Flag
  readonly namespace?: ChainNamespace
}

export interface AppKitConnectButtonAttributes {
  readonly label?: string
  /** Written `loadingLabel` as in AppKit; HTML reads it as `loadinglabel`. */
  readonly loadingLabel?: string
  readonly size?: ButtonSize
  readonly disabled?: Flag
}

export interface AppKitNetworkButtonAttributes {
  readonly disabled?: Flag
  readonly size?: ButtonSize
}

export interface AppKitAccountButtonAttributes {
  readonly balance?: BalanceDisplay
  readonly disabled?: Flag
  readonly size?: ButtonSize
  readonly namespace?: ChainNamespace
}

type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "appkit-button": ElementProps<AppKitButtonAttributes>
      "appkit-connect-button": ElementProps<AppKitConnectButtonAttributes>
      "appkit-network-button": ElementProps<AppKitNetworkButtonAttributes>
      "appkit-account-button": ElementProps<AppKitAccountButtonAttributes>
    }
  }
}
