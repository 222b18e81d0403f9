export * from "./identityCache.js"
export * from "./makeCache.js"
export * from "./makeValueCache.js"
export * from "./nativeBalanceCache.js"
