export * from "./priority.js"
