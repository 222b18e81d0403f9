/**
 * The `doorway-connect/react` entry as a bundle built for browsers gets it: the same exports,
 * with the `createAppKit` that runs in a page only (the server's inactive instance stays out).
 */
export * from "./index.js"
export { createAppKit } from "./browser/createAppKit.js"
