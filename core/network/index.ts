export * from "./selectNetwork.js"
