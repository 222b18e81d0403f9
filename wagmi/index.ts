/**
 * `doorway-connect/wagmi`: the wagmi bridge (optional peers `@wagmi/core` and `wagmi`, 2 or 3).
 * `new WagmiAdapter({ networks, projectId })` goes in `createAppKit`'s `adapters`, and its
 * `wagmiConfig` in `<WagmiProvider>`: wagmi's hooks then follow the modal's connection.
 */
export { WagmiAdapter, type WagmiAdapterOptions } from "./WagmiAdapter.js"
export { doorwayConnector, DOORWAY_CONNECTOR_ID } from "./doorwayConnector.js"
export { makeAttachedModal, type AttachedModal } from "./attachedModal.js"
