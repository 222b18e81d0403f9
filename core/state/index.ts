export type { StateRef } from "./StateRef.js"
export { makeStateRef } from "./makeStateRef.js"
export { awaitRefValue, followRef } from "./followRef.js"
export { changesOf } from "./changesOf.js"
