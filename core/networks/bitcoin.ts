/**
 * Bitcoin mainnet and testnet. A chain's BIP-122 reference is the first 32 hex characters of its
 * genesis block hash, and that reference is also the network's `id`.
 */
import { defineNetwork } from "./defineNetwork.js"

const BTC = { name: "Bitcoin", symbol: "BTC", decimals: 8 } as const
// For the Bitcoin family a network's RPC URL is the base of an Esplora HTTP API (Bitcoin has no
// keyless public JSON-RPC a page could call): mempool.space's, which needs no key.

export const bitcoin = /* @__PURE__ */ defineNetwork({
  id: "000000000019d6689c085ae165831e93",
  name: "Bitcoin",
  chainNamespace: "bip122",
  caipNetworkId: "bip122:000000000019d6689c085ae165831e93",
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ["https://mempool.space/api"] } },
  blockExplorers: { default: { name: "Mempool", url: "https://mempool.space" } },
  testnet: false,
  assets: { imageId: "0b4838db-0161-4ffe-022d-532bf03dba00" }
})

export const bitcoinTestnet = /* @__PURE__ */ defineNetwork({
  id: "000000000933ea01ad0ee984209779ba",
  name: "Bitcoin Testnet",
  chainNamespace: "bip122",
  caipNetworkId: "bip122:000000000933ea01ad0ee984209779ba",
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ["https://mempool.space/testnet/api"] } },
  blockExplorers: { default: { name: "Mempool", url: "https://mempool.space/testnet" } },
  testnet: true,
  assets: { imageId: "39354064-d79b-420b-065d-f980c4b78200" }
})
