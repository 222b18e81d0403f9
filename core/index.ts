/**
 * Doorway's headless core: the programs that hold every rule, the service Tags they run on, and
 * the error catalogue. Provide the services with `doorway/layers` (or your own) and run them.
 */
export * from "./alerts/index.js"
export * from "./analytics/index.js"
export * from "./cache/index.js"
export * from "./config/index.js"
export * from "./connection/index.js"
export * as Constants from "./constants.js"
export * from "./errors/index.js"
export * from "./http/index.js"
export * from "./logging/index.js"
export * from "./network/index.js"
export * from "./router/index.js"
export * from "./rpc/index.js"
export * from "./services/index.js"
export * from "./storage/index.js"
export * from "./theme/index.js"
