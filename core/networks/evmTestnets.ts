/**
 * The common test networks of the EVM mainnets in `evm.ts`, one export each. Image ids are set only
 * where the asset API has a dedicated icon.
 */
import { defineNetwork } from "./defineNetwork.js"

export const sepolia = /* @__PURE__ */ defineNetwork({
  id: 11155111,
  name: "Sepolia",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:11155111",
  nativeCurrency: { name: "Sepolia Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["https://11155111.rpc.thirdweb.com"] } },
  blockExplorers: { default: { name: "Etherscan", url: "https://sepolia.etherscan.io" } },
  testnet: true,
  assets: { imageId: "e909ea0a-f92a-4512-c8fc-748044ea6800" }
})

export const optimismSepolia = /* @__PURE__ */ defineNetwork({
  id: 11155420,
  name: "OP Sepolia",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:11155420",
  nativeCurrency: { name: "Sepolia Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["https://sepolia.optimism.io"] } },
  blockExplorers: { default: { name: "Blockscout", url: "https://optimism-sepolia.blockscout.com" } },
  testnet: true
})

export const arbitrumSepolia = /* @__PURE__ */ defineNetwork({
  id: 421614,
  name: "Arbitrum Sepolia",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:421614",
  nativeCurrency: { name: "Arbitrum Sepolia Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["https://sepolia-rollup.arbitrum.io/rpc"] } },
  blockExplorers: { default: { name: "Arbiscan", url: "https://sepolia.arbiscan.io" } },
  testnet: true
})

export const polygonAmoy = /* @__PURE__ */ defineNetwork({
  id: 80002,
  name: "Polygon Amoy",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:80002",
  nativeCurrency: { name: "POL", symbol: "POL", decimals: 18 },
  rpcUrls: { default: { http: ["https://polygon-amoy.drpc.org"] } },
  blockExplorers: { default: { name: "PolygonScan", url: "https://amoy.polygonscan.com" } },
  testnet: true
})

export const bscTestnet = /* @__PURE__ */ defineNetwork({
  id: 97,
  name: "BNB Smart Chain Testnet",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:97",
  nativeCurrency: { name: "BNB", symbol: "tBNB", decimals: 18 },
  rpcUrls: { default: { http: ["https://data-seed-prebsc-1-s1.bnbchain.org:8545"] } },
  blockExplorers: { default: { name: "BscScan", url: "https://testnet.bscscan.com" } },
  testnet: true
})

export const avalancheFuji = /* @__PURE__ */ defineNetwork({
  id: 43113,
  name: "Avalanche Fuji",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:43113",
  nativeCurrency: { name: "Avalanche Fuji", symbol: "AVAX", decimals: 18 },
  rpcUrls: { default: { http: ["https://api.avax-test.network/ext/bc/C/rpc"] } },
  blockExplorers: { default: { name: "SnowTrace", url: "https://testnet.snowtrace.io" } },
  testnet: true
})

export const baseSepolia = /* @__PURE__ */ defineNetwork({
  id: 84532,
  name: "Base Sepolia",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:84532",
  nativeCurrency: { name: "Sepolia Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["https://sepolia.base.org"] } },
  blockExplorers: { default: { name: "Basescan", url: "https://sepolia.basescan.org" } },
  testnet: true,
  assets: { imageId: "a18a7ecd-e307-4360-4746-283182228e00" }
})

export const zksyncSepoliaTestnet = /* @__PURE__ */ defineNetwork({
  id: 300,
  name: "ZKsync Sepolia Testnet",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:300",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["https://sepolia.era.zksync.dev"] } },
  // No trailing slash: links are built as `${url}/address/…`.
  blockExplorers: { default: { name: "ZKsync Explorer", url: "https://sepolia.explorer.zksync.io" } },
  testnet: true
})

export const celoAlfajores = /* @__PURE__ */ defineNetwork({
  id: 44787,
  name: "Alfajores",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:44787",
  nativeCurrency: { name: "CELO", symbol: "A-CELO", decimals: 18 },
  rpcUrls: { default: { http: ["https://alfajores-forno.celo-testnet.org"] } },
  blockExplorers: { default: { name: "Celo Alfajores Explorer", url: "https://celo-alfajores.blockscout.com" } },
  testnet: true
})

export const gnosisChiado = /* @__PURE__ */ defineNetwork({
  id: 10200,
  name: "Gnosis Chiado",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:10200",
  nativeCurrency: { name: "Gnosis", symbol: "xDAI", decimals: 18 },
  rpcUrls: { default: { http: ["https://rpc.chiadochain.net"] } },
  blockExplorers: { default: { name: "Blockscout", url: "https://blockscout.chiadochain.net" } },
  testnet: true
})
