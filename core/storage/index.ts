export * from "./storedValues.js"
