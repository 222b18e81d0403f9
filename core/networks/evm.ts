/**
 * EVM mainnets the product offers out of the box (SPEC §9). Each is its own export so a host app's
 * bundler keeps only the networks it names. Image ids refer to the asset API's network icons.
 */
import { defineNetwork } from "./defineNetwork.js"

export const mainnet = /* @__PURE__ */ defineNetwork({
  id: 1,
  name: "Ethereum",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:1",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["https://ethereum.reth.rs/rpc"] } },
  blockExplorers: { default: { name: "Etherscan", url: "https://etherscan.io" } },
  testnet: false,
  assets: { imageId: "ba0ba0cd-17c6-4806-ad93-f9d174f17900" }
})

export const optimism = /* @__PURE__ */ defineNetwork({
  id: 10,
  name: "OP Mainnet",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:10",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["https://mainnet.optimism.io"] } },
  blockExplorers: { default: { name: "Optimism Explorer", url: "https://optimistic.etherscan.io" } },
  testnet: false,
  assets: { imageId: "ab9c186a-c52f-464b-2906-ca59d760a400" }
})

export const arbitrum = /* @__PURE__ */ defineNetwork({
  id: 42161,
  name: "Arbitrum One",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:42161",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["https://arb1.arbitrum.io/rpc"] } },
  blockExplorers: { default: { name: "Arbiscan", url: "https://arbiscan.io" } },
  testnet: false,
  assets: { imageId: "3bff954d-5cb0-47a0-9a23-d20192e74600" }
})

export const polygon = /* @__PURE__ */ defineNetwork({
  id: 137,
  name: "Polygon",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:137",
  nativeCurrency: { name: "POL", symbol: "POL", decimals: 18 },
  rpcUrls: { default: { http: ["https://polygon.drpc.org"] } },
  blockExplorers: { default: { name: "PolygonScan", url: "https://polygonscan.com" } },
  testnet: false,
  assets: { imageId: "41d04d42-da3b-4453-8506-668cc0727900" }
})

export const bsc = /* @__PURE__ */ defineNetwork({
  id: 56,
  name: "BNB Smart Chain",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:56",
  nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
  rpcUrls: { default: { http: ["https://56.rpc.thirdweb.com"] } },
  blockExplorers: { default: { name: "BscScan", url: "https://bscscan.com" } },
  testnet: false,
  assets: { imageId: "93564157-2e8e-4ce7-81df-b264dbee9b00" }
})

export const avalanche = /* @__PURE__ */ defineNetwork({
  id: 43114,
  name: "Avalanche",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:43114",
  nativeCurrency: { name: "Avalanche", symbol: "AVAX", decimals: 18 },
  rpcUrls: { default: { http: ["https://api.avax.network/ext/bc/C/rpc"] } },
  blockExplorers: { default: { name: "SnowTrace", url: "https://snowtrace.io" } },
  testnet: false,
  assets: { imageId: "30c46e53-e989-45fb-4549-be3bd4eb3b00" }
})

export const base = /* @__PURE__ */ defineNetwork({
  id: 8453,
  name: "Base",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:8453",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["https://mainnet.base.org"] } },
  blockExplorers: { default: { name: "Basescan", url: "https://basescan.org" } },
  testnet: false,
  assets: { imageId: "7289c336-3981-4081-c5f4-efc26ac64a00" }
})

export const zksync = /* @__PURE__ */ defineNetwork({
  id: 324,
  name: "ZKsync Era",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:324",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["https://mainnet.era.zksync.io"] } },
  // No trailing slash: links are built as `${url}/address/…`.
  blockExplorers: { default: { name: "ZKsync Explorer", url: "https://explorer.zksync.io" } },
  testnet: false,
  assets: { imageId: "b310f07f-4ef7-49f3-7073-2a0a39685800" }
})

export const gnosis = /* @__PURE__ */ defineNetwork({
  id: 100,
  name: "Gnosis",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:100",
  nativeCurrency: { name: "xDAI", symbol: "XDAI", decimals: 18 },
  rpcUrls: { default: { http: ["https://rpc.gnosischain.com"] } },
  blockExplorers: { default: { name: "Gnosisscan", url: "https://gnosisscan.io" } },
  testnet: false,
  assets: { imageId: "02b53f6a-e3d4-479e-1cb4-21178987d100" }
})

export const celo = /* @__PURE__ */ defineNetwork({
  id: 42220,
  name: "Celo",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:42220",
  nativeCurrency: { name: "CELO", symbol: "CELO", decimals: 18 },
  rpcUrls: { default: { http: ["https://forno.celo.org"] } },
  blockExplorers: { default: { name: "Celo Explorer", url: "https://celoscan.io" } },
  testnet: false,
  assets: { imageId: "ab781bbc-ccc6-418d-d32d-789b15da1f00" }
})
