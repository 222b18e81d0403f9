/**
 * A Bitcoin request as the wallet page shows it: the message and the address that signs, a PSBT's
 * inputs to sign and where each output pays (in BTC), a payment's recipient and amount; what does
 * not decode is shown as it came.
 */
import { base64 } from "@scure/base"
import { Transaction } from "@scure/btc-signer"
import { describe, expect, it } from "vitest"
import { BITCOIN_ORDINALS_KEY, BITCOIN_PAYMENT_KEY } from "../../../devnet/bitcoin/bitcoinDevKeys.js"
import { REGTEST, REGTEST_CAIP_NETWORK_ID } from "../../../devnet/bitcoin/regtest.js"
import { describeBitcoinRequest } from "../../../devnet/walletconnect-wallet/describeBitcoinRequest.js"

const CHAINS = [REGTEST_CAIP_NETWORK_ID]
const describeOn = (method: string, params: unknown, chainId: string = REGTEST_CAIP_NETWORK_ID) => describeBitcoinRequest({ method, params, chainId }, CHAINS)

describe("describeBitcoinRequest", () => {
  it("shows a message, the address that signs it and the signature asked for, on the local chain", () => {
    expect(describeOn("signMessage", { account: BITCOIN_PAYMENT_KEY.address, message: "Hello", protocol: "bip322" })).toEqual({
      chain: `Bitcoin, local regtest chain (${REGTEST_CAIP_NETWORK_ID})`,
      summary: "Sign a message",
      fields: [
        { label: "Message", value: "Hello" },
        { label: "Address", value: BITCOIN_PAYMENT_KEY.address },
        { label: "Signature", value: "BIP-322" }
      ]
    })
  })

  it("shows a PSBT's inputs to sign and where each output pays; broadcast, it is a send", () => {
    const tx = new Transaction()
    tx.addInput({ txid: new Uint8Array(32).fill(1), index: 0, witnessUtxo: { script: BITCOIN_PAYMENT_KEY.script, amount: 100_000n } })
    tx.addOutputAddress(BITCOIN_ORDINALS_KEY.address, 25_000n, REGTEST)
    const description = describeOn("signPsbt", { psbt: base64.encode(tx.toPSBT()), signInputs: [{ address: BITCOIN_PAYMENT_KEY.address, index: 0 }], broadcast: true })
    expect(description.summary).toBe("Sign and send a transaction")
    expect(description.fields).toEqual([
      { label: "Inputs to sign", value: `#0 by ${BITCOIN_PAYMENT_KEY.address}` },
      { label: "Output 0", value: `0.00025 BTC to ${BITCOIN_ORDINALS_KEY.address}` }
    ])
  })

  it("shows a PSBT that does not decode as it came, and a payment in BTC", () => {
    expect(describeOn("signPsbt", { psbt: "nonsense", signInputs: [] }).fields).toContainEqual({ label: "PSBT", value: "nonsense" })
    expect(describeOn("sendTransfer", { recipientAddress: BITCOIN_ORDINALS_KEY.address, amount: "150000000" }).fields).toEqual([
      { label: "To", value: BITCOIN_ORDINALS_KEY.address },
      { label: "Amount", value: "1.5 BTC" }
    ])
  })

  it("names a chain it does not sign on by its id", () => {
    expect(describeOn("getAccountAddresses", undefined, "bip122:000000000019d6689c085ae165831e93")).toMatchObject({
      chain: "bip122:000000000019d6689c085ae165831e93",
      summary: "Share the account's addresses"
    })
  })
})
