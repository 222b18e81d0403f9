/**
 * The local regtest chain as an app lists it: for Bitcoin a network's RPC URL is its Esplora API,
 * here `esploraUrl` (by default a loopback port never opened, so any read fails at once and nothing
 * leaves the machine; none at all with an empty string's list).
 */
import { defineNetwork } from "../../../../core/networks/defineNetwork.js"
import type { Network } from "../../../../schemas/Network.js"

export const REGTEST_CAIP_ID = "bip122:0f9188f13cb7b2c71f2a335e3a4fc328"

export const regtestNetwork = (esploraUrl: string | undefined = "http://127.0.0.1:9"): Network =>
  defineNetwork({
    id: REGTEST_CAIP_ID.slice("bip122:".length),
    name: "Bitcoin Regtest",
    chainNamespace: "bip122",
    caipNetworkId: REGTEST_CAIP_ID,
    nativeCurrency: { name: "Bitcoin", symbol: "BTC", decimals: 8 },
    rpcUrls: { default: { http: esploraUrl === undefined ? [] : [esploraUrl] } },
    testnet: true
  })
