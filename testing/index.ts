/**
 * `doorway-connect/testing`: for an app's own Playwright tests (Node only, never in a page's
 * bundle). The dev wallet installed in a page like an extension, its approval policy, and the
 * modal's steps driven by role and accessible name, as a person sees them: connect, sign in or
 * answer the email wallet's request, switch network, disconnect, and the email login against the
 * local secure site's mailbox (or its test mode's code). Playwright's types only: it works with
 * `playwright-core` and `@playwright/test` alike.
 */
export { installDevWallet, setPolicy, type ApprovalPolicy, type DevWalletChainOptions, type InstallDevWalletOptions } from "./installDevWallet.js"
export { connectWith } from "./connectWith.js"
export { loginWithEmail, type EmailLoginOptions } from "./loginWithEmail.js"
export { localMailbox, type LocalMailbox } from "./localMailbox.js"
export { signInWithWallet } from "./signInWithWallet.js"
export { answerEmailWalletRequest, type EmailWalletAnswer } from "./answerEmailWalletRequest.js"
export { switchNetwork } from "./switchNetwork.js"
export { disconnect } from "./disconnect.js"
export { accountAddressShown } from "./accountAddressShown.js"
