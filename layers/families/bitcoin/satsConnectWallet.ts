/**
 * A sats-connect provider seen as a Wallet Standard wallet: `bitcoin:signMessage` is a
 * `signMessage` request (BIP-322 unless ECDSA is asked) and `bitcoin:signTransaction` a `signPsbt`
 * one, so the one Bitcoin provider (BitcoinProvider.ts) serves both kinds of in-page wallet. Its
 * accounts are those the site was last granted (`grant`).
 */
import { base64, hex } from "@scure/base"
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from "@wallet-standard/base"
import type { BitcoinAccount } from "../../../schemas/Account.js"
import { BITCOIN_SIGN_MESSAGE, BITCOIN_SIGN_TRANSACTION } from "./bitcoinFeatures.js"
import type { BitcoinSignMessageFeature, BitcoinSignTransactionFeature, InputToSign } from "./bitcoinFeatures.js"
import { decodeSatsAnswer, SignedMessageAnswer, SignedPsbtAnswer } from "./satsConnectAnswers.js"
import { satsRequest, type SatsConnectProvider } from "./satsConnectRequest.js"

/** A 1×1 transparent SVG: Wallet Standard wants an icon, and a provider brings none. */
const ICON = "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=" as WalletIcon

const FEATURES = [BITCOIN_SIGN_MESSAGE, BITCOIN_SIGN_TRANSACTION] as const

export type SatsConnectWallet = Wallet & {
  /** The provider behind it, which the kind asks for accounts and the network. */
  readonly satsConnect: SatsConnectProvider
  /** Records the accounts the site was granted (on connect, restore and each change). */
  readonly grant: (accounts: ReadonlyArray<BitcoinAccount>, chain: IdentifierString) => void
  /** The accounts as the modal describes them, payment first. */
  readonly granted: () => ReadonlyArray<BitcoinAccount>
}

/** sats-connect signs text: bytes that are not UTF-8 have no faithful way over it. */
const textOf = (message: Uint8Array): string => {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(message)
  } catch {
    throw Object.assign(new Error("A sats-connect wallet signs text: the message is not UTF-8"), { code: -32602 })
  }
}

const bytesOf = (method: string, text: string): Uint8Array => {
  try {
    return base64.decode(text)
  } catch {
    throw Object.assign(new Error(`The wallet answered ${method} with something that is not base64`), { code: -32603 })
  }
}

/**
 * The inputs each address signs, as sats-connect takes them (`{ [address]: indexes }`). It has no
 * sighash per input: the wallet signs with the one the PSBT's input carries.
 */
const signInputsOf = (inputsToSign: ReadonlyArray<InputToSign>): Record<string, Array<number>> => {
  const byAddress = new Map<string, Array<number>>()
  for (const { account, signingIndexes } of inputsToSign) byAddress.set(account.address, [...(byAddress.get(account.address) ?? []), ...signingIndexes])
  return Object.fromEntries(byAddress)
}

export const makeSatsConnectWallet = (provider: SatsConnectProvider, name: string): SatsConnectWallet => {
  let granted: ReadonlyArray<BitcoinAccount> = []
  let accounts: ReadonlyArray<WalletAccount> = []

  const signMessage: BitcoinSignMessageFeature["signMessage"] = (...inputs) =>
    Promise.all(
      inputs.map(async ({ account, message, type }) => {
        const params = { address: account.address, message: textOf(message), protocol: type === "ecdsa" ? "ECDSA" : "BIP322" }
        const answer = decodeSatsAnswer(SignedMessageAnswer, "signMessage", await satsRequest(provider, "signMessage", params))
        return { signedMessage: message, signature: bytesOf("signMessage", answer.signature) }
      })
    )

  const signTransaction: BitcoinSignTransactionFeature["signTransaction"] = (...inputs) =>
    Promise.all(
      inputs.map(async ({ psbt, inputsToSign }) => {
        // The host broadcasts what it signs: this feature only signs (as the Wallet Standard's does).
        const params = { psbt: base64.encode(psbt), signInputs: signInputsOf(inputsToSign), broadcast: false }
        const answer = decodeSatsAnswer(SignedPsbtAnswer, "signPsbt", await satsRequest(provider, "signPsbt", params))
        return { signedPsbt: bytesOf("signPsbt", answer.psbt) }
      })
    )

  return {
    version: "1.0.0",
    name,
    icon: ICON,
    get chains() {
      return [...new Set(accounts.flatMap((account) => account.chains))]
    },
    get accounts() {
      return accounts
    },
    features: {
      [BITCOIN_SIGN_MESSAGE]: { version: "1.0.0", signMessage },
      [BITCOIN_SIGN_TRANSACTION]: { version: "1.0.0", signTransaction }
    },
    satsConnect: provider,
    grant: (next, chain) => {
      granted = next
      accounts = next.map(({ address, publicKey }) => ({ address, publicKey: hex.decode(publicKey ?? ""), chains: [chain], features: FEATURES }))
    },
    granted: () => granted
  }
}
