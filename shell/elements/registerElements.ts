import { AccountButton } from "../buttons/AccountButton.js"
import { ConnectButton } from "../buttons/ConnectButton.js"
import { ConnectOnlyButton } from "../buttons/ConnectOnlyButton.js"
import { NetworkButton } from "../buttons/NetworkButton.js"
import {
  ACCOUNT_BUTTON_ATTRIBUTES,
  accountButtonProps,
  CONNECT_BUTTON_ATTRIBUTES,
  CONNECT_ONLY_BUTTON_ATTRIBUTES,
  connectButtonProps,
  connectOnlyButtonProps,
  NETWORK_BUTTON_ATTRIBUTES,
  networkButtonProps
} from "./elementProps.js"
import { reactElement } from "./reactElement.js"

/** AppKit's tag names, each with the component it renders. */
export const ELEMENT_TAGS = ["appkit-button", "appkit-connect-button", "appkit-network-button", "appkit-account-button"] as const
export type ElementTag = (typeof ELEMENT_TAGS)[number]

const definitions = () =>
  ({
    "appkit-button": reactElement({ component: ConnectButton, attributes: CONNECT_BUTTON_ATTRIBUTES, props: connectButtonProps }),
    "appkit-connect-button": reactElement({ component: ConnectOnlyButton, attributes: CONNECT_ONLY_BUTTON_ATTRIBUTES, props: connectOnlyButtonProps }),
    "appkit-network-button": reactElement({ component: NetworkButton, attributes: NETWORK_BUTTON_ATTRIBUTES, props: networkButtonProps }),
    "appkit-account-button": reactElement({ component: AccountButton, attributes: ACCOUNT_BUTTON_ATTRIBUTES, props: accountButtonProps })
  }) satisfies Record<ElementTag, CustomElementConstructor>

/**
 * Defines `<appkit-button>`, `<appkit-connect-button>`, `<appkit-network-button>` and `<appkit-account-button>` in
 * `registry` (the page's unless told), each tag unless something defined it already, so a second
 * call, or a second copy of this module, changes nothing. Outside a browser (no `HTMLElement`) it
 * does nothing and reads no browser global. Returns the tags it defined.
 */
export const registerElements = (registry?: CustomElementRegistry): ReadonlyArray<ElementTag> => {
  if (typeof HTMLElement === "undefined") return []
  const target = registry ?? globalThis.customElements
  if (target === undefined) return []
  const missing = ELEMENT_TAGS.filter((tag) => target.get(tag) === undefined)
  if (missing.length === 0) return []
  const classes = definitions()
  for (const tag of missing) target.define(tag, classes[tag])
  return missing
}
