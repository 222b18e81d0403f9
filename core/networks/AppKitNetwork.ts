import type { Network } from "../../schemas/Network.js"

/**
 * A network as AppKit's configurations name its type: a list typed
 * `[AppKitNetwork, ...AppKitNetwork[]]` is what `createAppKit`'s `networks` takes.
 */
export type AppKitNetwork = Network
