export * from "./fetchSmartSessions.js"
export * from "./revokeSmartSession.js"
export * from "./RevokeSmartSessionAnswer.js"
export * from "./sessionAccount.js"
