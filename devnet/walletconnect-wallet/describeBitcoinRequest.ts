/**
 * A Bitcoin session request as a person reads it before approving: the message and the address
 * that signs it, a PSBT's inputs to sign and where its outputs pay, a payment's recipient and
 * amount in BTC. Never throws: what does not decode is shown as it came, and refused when approved.
 */
import { base64 } from "@scure/base"
import { Address, OutScript, Transaction } from "@scure/btc-signer"
import { formatUnits } from "viem"
import { REGTEST } from "../bitcoin/regtest.js"
import type { IncomingRequest, RequestDescription, RequestField } from "./describeRequest.js"

const json = (value: unknown): string => JSON.stringify(value, null, 2) ?? String(value)

const field = (params: unknown, name: string): unknown =>
  typeof params === "object" && params !== null ? (params as Record<string, unknown>)[name] : undefined

const text = (value: unknown): string => (typeof value === "string" ? value : json(value))

const btc = (sats: bigint): string => `${formatUnits(sats, 8)} BTC`

/** Where each output of a PSBT pays, or undefined when it is not a PSBT. */
const outputsOf = (psbt: unknown): ReadonlyArray<string> | undefined => {
  try {
    if (typeof psbt !== "string") return undefined
    const tx = Transaction.fromPSBT(base64.decode(psbt), { allowUnknownOutputs: true })
    return Array.from({ length: tx.outputsLength }, (_, index) => {
      const { script, amount } = tx.getOutput(index)
      let to = "an unknown script"
      try {
        if (script !== undefined) to = Address(REGTEST).encode(OutScript.decode(script))
      } catch {
        // A script with no address (OP_RETURN data, say) is named as such.
      }
      return `${amount === undefined ? "?" : btc(amount)} to ${to}`
    })
  } catch {
    return undefined
  }
}

const inputsOf = (signInputs: unknown): string =>
  Array.isArray(signInputs)
    ? signInputs.map((input: unknown) => `#${text(field(input, "index"))} by ${text(field(input, "address"))}`).join(", ")
    : json(signInputs)

const describe = (request: IncomingRequest): Pick<RequestDescription, "summary" | "fields"> => {
  const { params } = request
  switch (request.method) {
    case "signMessage": {
      const address = field(params, "address") ?? field(params, "account")
      const protocol = field(params, "protocol")
      return {
        summary: "Sign a message",
        fields: [
          { label: "Message", value: text(field(params, "message")) },
          ...(address === undefined ? [] : [{ label: "Address", value: text(address) }]),
          { label: "Signature", value: protocol === "bip322" ? "BIP-322" : protocol === "ecdsa" ? "ECDSA (Bitcoin Signed Message)" : "the address's usual one" }
        ]
      }
    }
    case "signPsbt": {
      const psbt = field(params, "psbt")
      const outputs = outputsOf(psbt)
      const fields: Array<RequestField> = [{ label: "Inputs to sign", value: inputsOf(field(params, "signInputs")) }]
      if (outputs === undefined) fields.push({ label: "PSBT", value: text(psbt) })
      else outputs.forEach((output, index) => fields.push({ label: `Output ${index}`, value: output }))
      const broadcast = field(params, "broadcast") === true
      return { summary: broadcast ? "Sign and send a transaction" : "Sign a transaction", fields }
    }
    case "sendTransfer": {
      const amount = field(params, "amount")
      const memo = field(params, "memo")
      return {
        summary: "Send bitcoin",
        fields: [
          { label: "To", value: text(field(params, "recipientAddress")) },
          { label: "Amount", value: typeof amount === "string" && /^\d+$/.test(amount) ? btc(BigInt(amount)) : text(amount) },
          ...(memo === undefined ? [] : [{ label: "Memo", value: `${text(memo)} (this wallet does not write memos)` }])
        ]
      }
    }
    case "getAccountAddresses": {
      const intentions = field(params, "intentions")
      return { summary: "Share the account's addresses", fields: intentions === undefined ? [] : [{ label: "Which", value: text(Array.isArray(intentions) ? intentions.join(", ") : intentions) }] }
    }
    default:
      return { summary: `Answer ${request.method}`, fields: [{ label: "Parameters", value: json(params) }] }
  }
}

/** `chains` are the Bitcoin chains the page signs on: the local regtest chain, named as such. */
export const describeBitcoinRequest = (request: IncomingRequest, chains: ReadonlyArray<string>): RequestDescription => ({
  chain: chains.includes(request.chainId) ? `Bitcoin, local regtest chain (${request.chainId})` : request.chainId,
  ...describe(request)
})
