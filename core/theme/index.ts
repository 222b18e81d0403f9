export * from "./setThemeMode.js"
export * from "./setThemeVariables.js"
export * from "./modalSurface.js"
