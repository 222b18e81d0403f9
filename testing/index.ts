/**
 * `doorway-connect/testing`: for an app's own Playwright tests (Node only, never in a page's
 * bundle). The dev wallet installed in a page like an extension, its approval policy, and the
 * modal's steps driven by role and accessible name, as a person sees them.
 */
export { installDevWallet, setPolicy, type ApprovalPolicy, type DevWalletChainOptions, type InstallDevWalletOptions } from "./installDevWallet.js"
export { connectWith } from "./connectWith.js"
export { switchNetwork } from "./switchNetwork.js"
export { disconnect } from "./disconnect.js"
export { accountAddressShown } from "./accountAddressShown.js"
