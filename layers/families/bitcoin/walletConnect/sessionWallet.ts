/**
 * A WalletConnect session's Bitcoin side seen as a Wallet Standard wallet: `bitcoin:signMessage`
 * is a `signMessage` request over the session and `bitcoin:signTransaction` a `signPsbt` one (the
 * WalletConnect Bitcoin RPC reference), so the one Bitcoin provider (BitcoinProvider.ts) serves
 * sessions and in-page wallets alike. Its accounts are the session's, and those the wallet named
 * since (`learn`): a host signs with an address the wallet told it of.
 */
import { base64, hex } from "@scure/base"
import type { Wallet, WalletAccount } from "@wallet-standard/base"
import type { SessionRequester } from "../../../../core/services/FamilyOverSession.js"
import { BITCOIN_SIGN_MESSAGE, BITCOIN_SIGN_TRANSACTION } from "../bitcoinFeatures.js"
import type { BitcoinSignMessageFeature, BitcoinSignMessageInput, BitcoinSignTransactionFeature, InputToSign } from "../bitcoinFeatures.js"
import { decodeAnswer, SignedMessage, SignedPsbt, type AccountAddress } from "./sessionAnswers.js"

/** A 1×1 transparent SVG: Wallet Standard wants an icon, and the session has none to give. */
const ICON = "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=" as const

const FEATURES = [BITCOIN_SIGN_MESSAGE, BITCOIN_SIGN_TRANSACTION] as const

/** The RPC signs text: bytes that are not UTF-8 have no faithful way over it. */
const textOf = (message: Uint8Array): string => {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(message)
  } catch {
    throw new Error("A WalletConnect wallet signs text: the message is not UTF-8")
  }
}

/** Each signed input on its own line, as the RPC lists them (`sighashTypes` only when one is asked). */
const signInputsOf = (inputsToSign: ReadonlyArray<InputToSign>) =>
  inputsToSign.flatMap(({ account, signingIndexes, sigHash }) =>
    signingIndexes.map((index) => ({ address: account.address, index, ...(sigHash === undefined ? {} : { sighashTypes: [sigHash] }) }))
  )

export interface SessionWallet {
  readonly wallet: Wallet
  /** The session's account: the first external address (the payment one). */
  readonly account: WalletAccount
  /** Adds the addresses the wallet named (getAccountAddresses) to its accounts. */
  readonly learn: (addresses: ReadonlyArray<AccountAddress>) => void
}

export const makeSessionWallet = (session: SessionRequester): SessionWallet => {
  const accountOf = (address: string, publicKey?: string): WalletAccount => ({
    address,
    publicKey: publicKey === undefined ? new Uint8Array() : hex.decode(publicKey),
    chains: [session.chain() as `${string}:${string}`],
    features: FEATURES
  })
  const account = accountOf(session.address)
  const accounts = new Map<string, WalletAccount>([[account.address, account]])
  const ask = (chain: string | undefined, method: string, params: unknown) => session.request(chain ?? session.chain(), method, params)

  const signMessage: BitcoinSignMessageFeature["signMessage"] = (...inputs: ReadonlyArray<BitcoinSignMessageInput>) =>
    Promise.all(
      inputs.map(async ({ account: signer, message, type }) => {
        const params = { account: session.address, address: signer.address, message: textOf(message), protocol: type === "ecdsa" ? "ecdsa" : "bip322" }
        const answer = decodeAnswer(SignedMessage, "signMessage", await ask(undefined, "signMessage", params))
        return { signedMessage: message, signature: hex.decode(answer.signature) }
      })
    )

  const signTransaction: BitcoinSignTransactionFeature["signTransaction"] = (...inputs) =>
    Promise.all(
      inputs.map(async ({ psbt, chain, inputsToSign }) => {
        // The host broadcasts what it signs: this feature only signs (as the in-page wallets' does).
        const params = { account: session.address, psbt: base64.encode(psbt), signInputs: signInputsOf(inputsToSign), broadcast: false }
        const answer = decodeAnswer(SignedPsbt, "signPsbt", await ask(chain, "signPsbt", params))
        try {
          return { signedPsbt: base64.decode(answer.psbt) }
        } catch {
          throw new Error("The wallet answered signPsbt with a PSBT that is not base64")
        }
      })
    )

  const wallet = {
    version: "1.0.0",
    name: "WalletConnect",
    icon: ICON,
    get chains() {
      return [session.chain() as `${string}:${string}`]
    },
    get accounts() {
      return [...accounts.values()]
    },
    features: {
      [BITCOIN_SIGN_MESSAGE]: { version: "1.0.0", signMessage },
      [BITCOIN_SIGN_TRANSACTION]: { version: "1.0.0", signTransaction }
    }
  } as unknown as Wallet

  return {
    wallet,
    account,
    learn: (addresses) => {
      for (const { address, publicKey } of addresses) if (!accounts.has(address)) accounts.set(address, accountOf(address, publicKey))
    }
  }
}
