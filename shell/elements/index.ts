/**
 * `doorway-connect/elements`: importing it defines AppKit's `<appkit-button>`,
 * `<appkit-connect-button>`, `<appkit-network-button>` and `<appkit-account-button>`, each
 * rendering the matching React button of `doorway-connect/react` for the instance `createAppKit`
 * made last.
 */
import "./defineOnImport.js"
export { ELEMENT_TAGS, registerElements } from "./registerElements.js"
export type { ElementTag } from "./registerElements.js"
export type * from "./jsx.js"
