/**
 * The three Solana clusters. A cluster's CAIP-2 reference is the first 32 characters of its genesis
 * hash, and that reference is also the network's `id`. They share one icon in the asset API.
 */
import { defineNetwork } from "./defineNetwork.js"

const SOL = { name: "Solana", symbol: "SOL", decimals: 9 } as const
const SOLANA_IMAGE_ID = "a1b58899-f671-4276-6a5e-56ca5bd59700"
// Cluster-specific explorer pages need a query parameter, which cannot sit in a base URL that
// links are appended to, so all clusters share one explorer base.
const SOLSCAN = { default: { name: "Solscan", url: "https://solscan.io" } } as const

export const solana = /* @__PURE__ */ defineNetwork({
  id: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
  name: "Solana",
  chainNamespace: "solana",
  caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ["https://api.mainnet-beta.solana.com"] } },
  blockExplorers: SOLSCAN,
  testnet: false,
  assets: { imageId: SOLANA_IMAGE_ID }
})

export const solanaTestnet = /* @__PURE__ */ defineNetwork({
  id: "4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z",
  name: "Solana Testnet",
  chainNamespace: "solana",
  caipNetworkId: "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z",
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ["https://api.testnet.solana.com"] } },
  blockExplorers: SOLSCAN,
  testnet: true,
  assets: { imageId: SOLANA_IMAGE_ID }
})

export const solanaDevnet = /* @__PURE__ */ defineNetwork({
  id: "EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
  name: "Solana Devnet",
  chainNamespace: "solana",
  caipNetworkId: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ["https://api.devnet.solana.com"] } },
  blockExplorers: SOLSCAN,
  testnet: true,
  assets: { imageId: SOLANA_IMAGE_ID }
})
