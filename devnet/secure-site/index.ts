export * from "./Mailbox.js"
export * from "./SecureSiteStore.js"
export * from "./SiteChain.js"
export * from "./startSecureSite.js"
