/**
 * Implementations of the core's services: `AppLive` builds every live service of one instance
 * from resolved options; each service also has its own live and test layers.
 */
export * from "./AppLive.js"
export * as AnalyticsLive from "./AnalyticsLive.js"
export * as AnalyticsTest from "./AnalyticsTest.js"
export * from "./ApiClientLive.js"
export * from "./ApiClientTest.js"
export * as LogLive from "./LogLive.js"
export * as LogTest from "./LogTest.js"
export * from "./RpcTransportLive.js"
export * from "./RpcTransportTest.js"
export * from "./StateLive.js"
export * from "./StateOptions.js"
export * as StorageBrowser from "./StorageBrowser.js"
export * as StorageMemory from "./StorageMemory.js"
export * from "./viemTransport.js"
