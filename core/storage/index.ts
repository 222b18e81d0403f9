export * from "./storedValues.js"
export * from "./storedWithCodec.js"
