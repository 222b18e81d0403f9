export * from "./hasSignInSession.js"
