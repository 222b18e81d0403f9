import { defineNetwork } from "./defineNetwork.js"

/** AppKit's name for `defineNetwork`: a custom network, checked at compile time only. */
export const defineChain = defineNetwork
