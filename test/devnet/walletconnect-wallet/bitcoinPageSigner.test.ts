/**
 * The page's Bitcoin answers (the WalletConnect Bitcoin RPC) with the stack's keys on a real local
 * chain: a BIP-322 message signature bip322-js verifies, a PSBT's named input signed and, asked
 * to, broadcast and accepted; a payment made and sent; the account's addresses. Anything
 * malformed, another account or another chain is refused before a signature is made.
 */
import { base64, hex } from "@scure/base"
import { Transaction } from "@scure/btc-signer"
import { Verifier } from "bip322-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BITCOIN_ORDINALS_KEY, BITCOIN_PAYMENT_KEY } from "../../../devnet/bitcoin/bitcoinDevKeys.js"
import { REGTEST } from "../../../devnet/bitcoin/regtest.js"
import { startBitcoin, type BitcoinRegtest } from "../../../devnet/bitcoin/startBitcoin.js"
import { BITCOIN_DEV_WALLET_ORDINALS_WIF, BITCOIN_DEV_WALLET_PAYMENT_WIF } from "../../../devnet/devKeys.js"
import { makeBitcoinPageSigner, type BitcoinPageSigner } from "../../../devnet/walletconnect-wallet/bitcoinPageSigner.js"
import { esploraClient, STRANGER_ADDRESS, type EsploraClient } from "../bitcoin/regtestKit.js"

let regtest: BitcoinRegtest
let esplora: EsploraClient
let signer: BitcoinPageSigner

beforeAll(async () => {
  regtest = await startBitcoin()
  esplora = esploraClient(regtest.esploraUrl)
  signer = makeBitcoinPageSigner({
    payment: { ...regtest.fixtures.payment, wif: BITCOIN_DEV_WALLET_PAYMENT_WIF },
    ordinals: { ...regtest.fixtures.ordinals, wif: BITCOIN_DEV_WALLET_ORDINALS_WIF },
    chains: [regtest.caipNetworkId],
    esploraUrl: regtest.esploraUrl
  })
})

afterAll(async () => {
  await regtest?.stop()
})

const ask = (method: string, params: unknown, chainId: string = regtest.caipNetworkId) => signer.answer({ method, params, chainId })
const refusal = (answer: Promise<unknown>) => answer.then(() => undefined, (error: unknown) => error)

/** An unsigned PSBT spending the payment address's first coin: 20 000 sats to a stranger, the rest back less the fee. */
const spendingPsbt = async (): Promise<string> => {
  const [coin] = await esplora.utxos(BITCOIN_PAYMENT_KEY.address)
  if (coin === undefined) throw new Error("The payment address holds no coin")
  const tx = new Transaction()
  tx.addInput({ txid: coin.txid, index: coin.vout, witnessUtxo: { script: BITCOIN_PAYMENT_KEY.script, amount: BigInt(coin.value) } })
  tx.addOutputAddress(STRANGER_ADDRESS, 20_000n, REGTEST)
  tx.addOutputAddress(BITCOIN_PAYMENT_KEY.address, BigInt(coin.value) - 21_000n, REGTEST)
  return base64.encode(tx.toPSBT())
}

describe("makeBitcoinPageSigner", () => {
  it("signs a message with BIP-322 for the address named: hex bytes bip322-js verifies as base64", async () => {
    const message = "Hello from the wallet page"
    for (const key of [BITCOIN_PAYMENT_KEY, BITCOIN_ORDINALS_KEY]) {
      const { result } = await ask("signMessage", { account: BITCOIN_PAYMENT_KEY.address, address: key.address, message, protocol: "bip322" })
      const { address, signature } = result as { address: string; signature: string }
      expect(address).toBe(key.address)
      expect(Verifier.verifySignature(key.address, message, base64.encode(hex.decode(signature)))).toBe(true)
    }
  })

  it("signs the named input of a PSBT; asked to broadcast, finalizes it and answers the txid the chain accepted", async () => {
    const signInputs = [{ address: BITCOIN_PAYMENT_KEY.address, index: 0 }]
    const { result: signedOnly } = await ask("signPsbt", { psbt: await spendingPsbt(), signInputs })
    const signed = Transaction.fromPSBT(base64.decode((signedOnly as { psbt: string }).psbt))
    expect(signed.getInput(0).partialSig).toHaveLength(1)
    expect(signedOnly).not.toHaveProperty("txid")

    const { result } = await ask("signPsbt", { psbt: await spendingPsbt(), signInputs, broadcast: true })
    const { txid } = result as { psbt: string; txid: string }
    expect((await esplora.utxos(STRANGER_ADDRESS)).map((utxo) => utxo.txid)).toContain(txid)
  })

  it("pays from the payment address and answers the txid; names the account's addresses by intention", async () => {
    const { result } = await ask("sendTransfer", { account: BITCOIN_PAYMENT_KEY.address, recipientAddress: STRANGER_ADDRESS, amount: "7777" })
    const { txid } = result as { txid: string }
    expect((await esplora.utxos(STRANGER_ADDRESS)).find((utxo) => utxo.txid === txid)?.value).toBe(7777)
    expect((await ask("getAccountAddresses", { account: BITCOIN_PAYMENT_KEY.address, intentions: ["ordinal"] })).result).toEqual([
      { address: BITCOIN_ORDINALS_KEY.address, publicKey: hex.encode(BITCOIN_ORDINALS_KEY.publicKey), path: BITCOIN_ORDINALS_KEY.path, intention: "ordinal" }
    ])
  })

  it.each([
    ["signMessage", { message: "hi", address: STRANGER_ADDRESS }, 4100],
    ["signMessage", { account: STRANGER_ADDRESS, message: "hi" }, 4100],
    ["signMessage", { message: 42 }, -32602],
    ["signMessage", { message: "hi", protocol: "schnorr" }, -32602],
    ["signPsbt", { psbt: "not base64!", signInputs: [{ address: BITCOIN_PAYMENT_KEY.address, index: 0 }] }, -32602],
    ["signPsbt", { psbt: "cHNidP8=", signInputs: [] }, -32602],
    ["sendTransfer", { recipientAddress: STRANGER_ADDRESS, amount: "1.5" }, -32602],
    ["sendTransfer", { recipientAddress: "bc1qnotregtest", amount: "1000" }, -32602],
    ["signTransaction", {}, 4200]
  ])("refuses %s with %j (%d)", async (method, params, code) => {
    expect(await refusal(ask(method, params))).toMatchObject({ code })
  })

  it("refuses a chain it does not sign on (4902)", async () => {
    expect(await refusal(ask("getAccountAddresses", undefined, "bip122:000000000019d6689c085ae165831e93"))).toMatchObject({ code: 4902 })
  })
})
