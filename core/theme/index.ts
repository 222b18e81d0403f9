export * from "./setThemeMode.js"
export * from "./setThemeVariables.js"
