/**
 * The Bitcoin half as a Wallet Standard wallet: `bitcoin:connect`, `bitcoin:signMessage` and
 * `bitcoin:signTransaction` (see bitcoinFeatures.ts), with `standard:events` and
 * `standard:disconnect` as the Solana half has them. Failures are Errors with a numeric `code`, as
 * the Solana half throws them: 4001 on the user's no, 4100 for an account the site may not use,
 * -32602 for bad input. It shares the dev wallet's name and icon, so the modal can show the halves
 * as one wallet.
 */
import { base64 } from "@scure/base"
import type { Wallet, WalletAccount, WalletIcon } from "@wallet-standard/base"
import {
  StandardDisconnect,
  StandardEvents,
  type StandardDisconnectFeature,
  type StandardEventsFeature
} from "@wallet-standard/features"
import { DEV_WALLET_ICON, DEV_WALLET_NAME } from "../devWalletInfo.js"
import { invalidParams } from "../ProviderRpcError.js"
import { BITCOIN_DEV_WALLET_CHAINS, isBitcoinDevWalletChain } from "./bitcoinChains.js"
import {
  BitcoinConnect,
  BitcoinSignMessage,
  BitcoinSignTransaction,
  type BitcoinAddressPurpose,
  type BitcoinConnectFeature,
  type BitcoinSignMessageFeature,
  type BitcoinSignTransactionFeature,
  type InputToSign
} from "./bitcoinFeatures.js"
import type { BitcoinAddressType, BitcoinKey } from "./bitcoinKeys.js"
import type { BitcoinSession, LoadedBitcoinWallet } from "./bitcoinSession.js"
import { signBitcoinMessage } from "./messageSignature.js"
import { checkPsbtSignings, decodePsbt, signPsbtInputs, type PsbtSigning } from "./signPsbt.js"

export type BitcoinDevWalletFeatures = BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature &
  StandardDisconnectFeature &
  StandardEventsFeature

/** A Wallet Standard account with what Bitcoin apps read beside the address (sats-connect's names). */
export interface BitcoinWalletAccount extends WalletAccount {
  readonly purpose: BitcoinAddressPurpose
  readonly addressType: BitcoinAddressType
  /** The BIP32 derivation path, e.g. m/84'/1'/0'/0/0. */
  readonly path: string
}

export type BitcoinStandardWallet = Wallet & { readonly features: BitcoinDevWalletFeatures; readonly accounts: ReadonlyArray<BitcoinWalletAccount> }

const LABELS: Record<BitcoinAddressPurpose, string> = { payment: "Payment", ordinals: "Ordinals" }

const text = new TextDecoder()

export const createBitcoinStandardWallet = (session: BitcoinSession): BitcoinStandardWallet => {
  // One frozen object per account, so an app comparing accounts by identity sees the same one.
  const cache = new Map<BitcoinAddressPurpose, BitcoinWalletAccount>()
  const accountOf = (key: BitcoinKey): BitcoinWalletAccount => {
    const known = cache.get(key.purpose)
    if (known !== undefined) return known
    const account: BitcoinWalletAccount = Object.freeze({
      address: key.address,
      publicKey: key.publicKey.slice(),
      chains: BITCOIN_DEV_WALLET_CHAINS,
      features: [BitcoinSignMessage, BitcoinSignTransaction] as const,
      label: LABELS[key.purpose],
      purpose: key.purpose,
      addressType: key.addressType,
      path: key.path
    })
    cache.set(key.purpose, account)
    return account
  }
  const accounts = (): ReadonlyArray<BitcoinWalletAccount> => session.connectedKeys().map(accountOf)

  const signings = (wallet: LoadedBitcoinWallet, inputs: ReadonlyArray<InputToSign>): ReadonlyArray<PsbtSigning> =>
    inputs.map((input) => ({
      key: session.authorized(wallet, input.account.address),
      indexes: input.signingIndexes,
      ...(input.sigHash === undefined ? {} : { sigHash: input.sigHash })
    }))

  const request = session.request
  const features: BitcoinDevWalletFeatures = {
    [BitcoinConnect]: {
      version: "1.0.0",
      connect: (input) =>
        request(BitcoinConnect, { purposes: input?.purposes }, async (wallet) => {
          if (!Array.isArray(input?.purposes)) throw invalidParams("connect expects { purposes: [\"payment\", \"ordinals\"] }")
          return { accounts: session.connect(wallet, input.purposes).map(accountOf) }
        })
    },
    [StandardDisconnect]: {
      version: "1.0.0",
      disconnect: () => request(StandardDisconnect, undefined, async () => session.disconnect())
    },
    [StandardEvents]: {
      version: "1.0.0",
      on: (event, listener) => (event === "change" ? session.onChange(() => listener({ accounts: accounts() })) : () => undefined)
    },
    [BitcoinSignMessage]: {
      version: "1.0.0",
      signMessage: (...inputs) =>
        request(
          BitcoinSignMessage,
          inputs.map((input) => ({ account: input.account.address, message: text.decode(input.message), ...(input.type === undefined ? {} : { type: input.type }) })),
          async (wallet) => {
            const keys = inputs.map((input) => session.authorized(wallet, input.account.address))
            session.prompt()
            return inputs.map((input, at) => ({ signedMessage: input.message, signature: signBitcoinMessage(keys[at] as BitcoinKey, input.message, input.type).signature }))
          }
        )
    },
    [BitcoinSignTransaction]: {
      version: "1.0.0",
      signTransaction: (...inputs) =>
        request(
          BitcoinSignTransaction,
          inputs.map((input) => ({
            psbt: base64.encode(input.psbt),
            ...(input.chain === undefined ? {} : { chain: input.chain }),
            inputsToSign: input.inputsToSign.map((sign) => ({ account: sign.account.address, signingIndexes: sign.signingIndexes, ...(sign.sigHash === undefined ? {} : { sigHash: sign.sigHash }) }))
          })),
          async (wallet) => {
            const prepared = inputs.map((input) => {
              if (input.chain !== undefined && !isBitcoinDevWalletChain(input.chain)) throw invalidParams(`unknown chain ${input.chain}`)
              const tx = decodePsbt(input.psbt)
              const plan = signings(wallet, input.inputsToSign)
              checkPsbtSignings(tx, plan)
              return { tx, plan }
            })
            session.prompt()
            return prepared.map(({ tx, plan }) => {
              signPsbtInputs(tx, plan)
              return { signedPsbt: tx.toPSBT() }
            })
          }
        )
    }
  }

  return {
    version: "1.0.0",
    name: DEV_WALLET_NAME,
    icon: DEV_WALLET_ICON as WalletIcon,
    chains: BITCOIN_DEV_WALLET_CHAINS,
    get accounts() {
      return accounts()
    },
    features
  }
}
