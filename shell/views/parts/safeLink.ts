/** A link the page may open: only http(s) URLs, never `javascript:` or `data:` ones (the rule is the core's). */
export { webLink as safeLink } from "../../../core/catalogue/walletLinks.js"
