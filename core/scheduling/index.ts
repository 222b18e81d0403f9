export * from "./urgent.js"
