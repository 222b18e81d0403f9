/**
 * The Bitcoin family's addresses: the five standard output types on mainnet, testnet and regtest
 * (published vectors of BIP173, BIP350 and BIP86, and the local chain's dev keys) are addresses;
 * other chains' addresses, broken checksums and non-standard witness versions are not. bech32 is
 * compared whatever its case, base58 exactly.
 */
import { describe, expect, it } from "vitest"
import { BITCOIN_ORDINALS_KEY, BITCOIN_PAYMENT_KEY } from "../../../../devnet/bitcoin/bitcoinDevKeys.js"
import { makeBitcoinFamily } from "../../../../layers/families/bitcoin/bitcoinFamily.js"
import { bitcoin, bitcoinTestnet } from "../../../../core/networks/bitcoin.js"
import type { HttpClient } from "@effect/platform/HttpClient"
import { regtestNetwork } from "./regtestNetwork.js"

const family = makeBitcoinFamily({} as HttpClient)

const regtest = regtestNetwork()

describe("isAddress for a network", () => {
  const mainnetAddress = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
  const testnetAddress = "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx"
  it("takes only the addresses written for that network: another network's would pay a script nobody holds there", () => {
    expect([mainnetAddress, testnetAddress, BITCOIN_PAYMENT_KEY.address].map((address) => family.isAddress(address, bitcoin))).toEqual([true, false, false])
    expect([mainnetAddress, testnetAddress, BITCOIN_PAYMENT_KEY.address].map((address) => family.isAddress(address, bitcoinTestnet))).toEqual([false, true, false])
    expect([mainnetAddress, testnetAddress, BITCOIN_PAYMENT_KEY.address].map((address) => family.isAddress(address, regtest))).toEqual([false, false, true])
  })
})

describe("isAddress", () => {
  it.each([
    ["mainnet P2PKH", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2"],
    ["mainnet P2SH", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"],
    ["mainnet P2WPKH (BIP173)", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"],
    ["mainnet P2WPKH in capitals (BIP173)", "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4"],
    ["mainnet P2WSH (BIP173)", "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3"],
    ["mainnet P2TR (BIP86)", "bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr"],
    ["testnet P2PKH", "mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn"],
    ["testnet P2SH", "2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc"],
    ["testnet P2WPKH (BIP173)", "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx"],
    ["testnet P2WSH (BIP173)", "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7"],
    ["testnet P2TR (BIP350)", "tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c"],
    ["regtest P2PKH (testnet's version)", "mgA7SfyBBrVGVSpQ7oqGHPhxpp2gUZWtfc"],
    ["regtest P2SH (testnet's version)", "2MstP8uJfYBsk1HfmCU9MW3qqKgvrw3ESd1"],
    ["regtest P2WPKH (the dev payment key)", BITCOIN_PAYMENT_KEY.address],
    ["regtest P2WSH", "bcrt1qpyysjzgfpyysjzgfpyysjzgfpyysjzgfpyysjzgfpyysjzgfpyysacljvd"],
    ["regtest P2TR (the dev ordinals key)", BITCOIN_ORDINALS_KEY.address]
  ])("accepts %s", (_name, address) => expect(family.isAddress(address)).toBe(true))

  it.each([
    ["empty", ""],
    ["words", "hello"],
    ["an EVM address", "0x000000000000000000000000000000000000dEaD"],
    ["a Solana address", "7K3eGSWDrvdQPGQNoGXJDZkxUqWrCC2UrDmZva7aLh6P"],
    ["a bech32 address with one character changed", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5"],
    ["a bech32 address in mixed case", "bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"],
    ["a base58 address with one character changed", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3"],
    ["a taproot address with a bech32 (not bech32m) checksum (BIP350)", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd"],
    ["an unknown prefix (BIP350)", "tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut"],
    ["witness version 2 (BIP350): no standard output", "bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs"],
    ["surrounding spaces", ` ${BITCOIN_PAYMENT_KEY.address} `]
  ])("refuses %s", (_name, text) => expect(family.isAddress(text)).toBe(false))
})

describe("sameAddress", () => {
  it("bech32 addresses match whatever their case", () => {
    expect(family.sameAddress(BITCOIN_PAYMENT_KEY.address, BITCOIN_PAYMENT_KEY.address.toUpperCase())).toBe(true)
    expect(family.sameAddress("BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")).toBe(true)
    expect(family.sameAddress(BITCOIN_PAYMENT_KEY.address, BITCOIN_ORDINALS_KEY.address)).toBe(false)
  })

  it("base58 addresses match only as written", () => {
    expect(family.sameAddress("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2")).toBe(true)
    expect(family.sameAddress("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", "1bvbmseystwetqtfn5au4m4gfg7xjanvn2")).toBe(false)
  })

  it("is the bip122 namespace", () => expect(family.namespace).toBe("bip122"))
})
