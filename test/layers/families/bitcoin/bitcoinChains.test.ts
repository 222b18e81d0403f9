/** Bitcoin chains between the modal's CAIP-2 ids and the monikers of the Wallet Standard's Bitcoin extension. */
import { describe, expect, it } from "vitest"
import { bitcoin, bitcoinTestnet } from "../../../../core/networks/bitcoin.js"
import {
  BITCOIN_REGTEST_CAIP_ID,
  caipReferenceOf,
  isBitcoinWalletChain,
  requestChainOf,
  servesNetwork,
  walletChainOf
} from "../../../../layers/families/bitcoin/bitcoinChains.js"

describe("bitcoinChains", () => {
  it("names the library's networks and regtest by moniker; an unknown id stays as it is", () => {
    expect(walletChainOf(bitcoin.caipNetworkId)).toBe("bitcoin:mainnet")
    expect(walletChainOf(bitcoinTestnet.caipNetworkId)).toBe("bitcoin:testnet")
    expect(walletChainOf(BITCOIN_REGTEST_CAIP_ID)).toBe("bitcoin:regtest")
    expect(walletChainOf("bip122:ffffffffffffffffffffffffffffffff")).toBe("bip122:ffffffffffffffffffffffffffffffff")
  })

  it("a wallet serves a network it lists by moniker or by CAIP-2 id, and no other", () => {
    expect(servesNetwork(["bitcoin:mainnet"], bitcoin.caipNetworkId)).toBe(true)
    expect(servesNetwork([bitcoin.caipNetworkId], bitcoin.caipNetworkId)).toBe(true)
    expect(servesNetwork(["bitcoin:testnet", "bitcoin:regtest"], bitcoin.caipNetworkId)).toBe(false)
  })

  it("asks a wallet in the words it lists: the moniker if it lists it, else the CAIP-2 id", () => {
    expect(requestChainOf(["bitcoin:regtest", BITCOIN_REGTEST_CAIP_ID], BITCOIN_REGTEST_CAIP_ID)).toBe("bitcoin:regtest")
    expect(requestChainOf([BITCOIN_REGTEST_CAIP_ID], BITCOIN_REGTEST_CAIP_ID)).toBe(BITCOIN_REGTEST_CAIP_ID)
  })

  it("knows a Bitcoin chain by either prefix, and reads the reference a session reports", () => {
    expect(["bitcoin:mainnet", bitcoin.caipNetworkId, "solana:mainnet", "eip155:1"].map(isBitcoinWalletChain)).toEqual([true, true, false, false])
    expect(caipReferenceOf(bitcoin.caipNetworkId)).toBe("000000000019d6689c085ae165831e93")
  })
})
