/**
 * The Bitcoin half as a sats-connect provider (the object sats-connect's `request(method, params)`
 * talks to, as Xverse injects it): the WBIP methods a Bitcoin app and AppKit's sats-connect
 * connector call, over the same accounts, prompts and request list as the Wallet Standard wallet.
 * Shapes from @sats-connect/core's method schemas (request/rpc/methodSchemas/bitcoin/*).
 */
import { base64, hex } from "@scure/base"
import { invalidParams, ProviderRpcError, unauthorized } from "../ProviderRpcError.js"
import type { BitcoinAddressPurpose } from "./bitcoinFeatures.js"
import type { BitcoinKey } from "./bitcoinKeys.js"
import type { BitcoinSession, LoadedBitcoinWallet } from "./bitcoinSession.js"
import { signBitcoinMessage } from "./messageSignature.js"
import { failure, SatsConnectErrorCode, success, type SatsConnectResponse } from "./satsConnectResponse.js"
import { checkRecipients, sendTransfer } from "./sendTransfer.js"
import { checkPsbtSignings, decodePsbt, ownInputs, signPsbtInputs, type PsbtSigning } from "./signPsbt.js"

export type SatsConnectEventName = "accountChange" | "disconnect"
export type SatsConnectListener = (event: { readonly type: SatsConnectEventName }) => void

export interface SatsConnectProvider {
  readonly request: (method: string, params?: unknown) => Promise<SatsConnectResponse>
  /** sats-connect's current form `({ eventName, cb })` and its legacy `(eventName, cb)`; returns the unsubscribe. */
  readonly addListener: (
    info: SatsConnectEventName | { readonly eventName: SatsConnectEventName; readonly cb: SatsConnectListener },
    cb?: SatsConnectListener
  ) => () => void
}

export const SATS_CONNECT_METHODS = [
  "getInfo",
  "getAccounts",
  "getAddresses",
  "getBalance",
  "signMessage",
  "signPsbt",
  "sendTransfer",
  "wallet_connect",
  "wallet_getAccount",
  "wallet_disconnect",
  "wallet_renouncePermissions",
  "wallet_getNetwork"
] as const

const ALL_PURPOSES: ReadonlyArray<BitcoinAddressPurpose> = ["payment", "ordinals"]
// Only Bitcoin's network: sats-connect reads the answer's JSON-RPC frame, not each chain's entry.
const NETWORK = { bitcoin: { name: "Regtest" } } as const
const PROTOCOLS = { ECDSA: "ecdsa", BIP322: "bip322-simple" } as const

const objectParams = (params: unknown): Record<string, unknown> => {
  if (params === undefined || params === null) return {}
  if (typeof params !== "object" || Array.isArray(params)) throw invalidParams("params must be an object")
  return params as Record<string, unknown>
}

/** The Bitcoin purposes asked for; other chains' (stacks, spark, starknet) are skipped, as this wallet has none. */
const purposesOf = (value: unknown): ReadonlyArray<BitcoinAddressPurpose> => {
  if (value === undefined) return ALL_PURPOSES
  if (!Array.isArray(value)) throw invalidParams("purposes must be an array")
  const ours = ALL_PURPOSES.filter((purpose) => value.includes(purpose))
  if (ours.length === 0) throw invalidParams(`no Bitcoin purpose among ${JSON.stringify(value)}: ask for payment or ordinals`)
  // In the order asked.
  return value.filter((purpose, at): purpose is BitcoinAddressPurpose => ours.includes(purpose as BitcoinAddressPurpose) && value.indexOf(purpose) === at)
}

const addressEntry = (key: BitcoinKey) => ({
  address: key.address,
  publicKey: hex.encode(key.publicKey),
  purpose: key.purpose,
  addressType: key.addressType,
  walletType: "software" as const
})

export const createSatsConnectProvider = (session: BitcoinSession, version = "1.0.0"): SatsConnectProvider => {
  const listeners = new Set<SatsConnectListener>()
  session.onChange(() => {
    const event = { type: session.connectedKeys().length === 0 ? ("disconnect" as const) : ("accountChange" as const) }
    for (const listener of [...listeners]) {
      try {
        listener(event)
      } catch (error) {
        console.error(error)
      }
    }
  })

  const connect = (wallet: LoadedBitcoinWallet, purposes: unknown) => session.connect(wallet, purposesOf(purposes)).map(addressEntry)

  const signMessage = (wallet: LoadedBitcoinWallet, params: Record<string, unknown>) => {
    const { address, message, protocol } = params
    if (typeof address !== "string" || typeof message !== "string") throw invalidParams("signMessage expects { address, message, protocol? }")
    if (protocol !== undefined && protocol !== "ECDSA" && protocol !== "BIP322") throw invalidParams(`unknown protocol ${String(protocol)}`)
    const key = session.authorized(wallet, address)
    session.prompt()
    const signed = signBitcoinMessage(key, new TextEncoder().encode(message), protocol === undefined ? undefined : PROTOCOLS[protocol])
    return { signature: base64.encode(signed.signature), messageHash: hex.encode(signed.messageHash), address, protocol: signed.type === "ecdsa" ? "ECDSA" : "BIP322" }
  }

  const signPsbt = async (wallet: LoadedBitcoinWallet, params: Record<string, unknown>) => {
    const { psbt, signInputs, broadcast } = params
    if (typeof psbt !== "string") throw invalidParams("signPsbt expects { psbt: base64, signInputs?, broadcast? }")
    let bytes: Uint8Array
    try {
      bytes = base64.decode(psbt)
    } catch {
      throw invalidParams("psbt is not base64")
    }
    const tx = decodePsbt(bytes)
    // Without signInputs, every input of a connected account is signed, as Xverse does.
    const plan: ReadonlyArray<PsbtSigning> =
      signInputs === undefined
        ? session.connectedKeys().map((key) => ({ key, indexes: ownInputs(tx, key) })).filter((signing) => signing.indexes.length > 0)
        : Object.entries(objectParams(signInputs)).map(([address, indexes]) => ({ key: session.authorized(wallet, address), indexes: indexes as ReadonlyArray<number> }))
    if (plan.length === 0) throw invalidParams("the PSBT has no input of a connected account")
    checkPsbtSignings(tx, plan)
    session.prompt()
    signPsbtInputs(tx, plan)
    const signed = base64.encode(tx.toPSBT())
    if (broadcast !== true) return { psbt: signed }
    try {
      tx.finalize()
    } catch (error) {
      throw invalidParams(`the signed PSBT cannot be finalized to broadcast it (${error instanceof Error ? error.message : String(error)})`)
    }
    return { psbt: signed, txid: await wallet.chain.broadcast(tx.hex) }
  }

  const getBalance = async (wallet: LoadedBitcoinWallet) => {
    const key = session.authorized(wallet, wallet.keys.payment.address)
    const utxos = await wallet.chain.utxos(key.address)
    const sum = (confirmed: boolean) => utxos.filter((utxo) => utxo.status.confirmed === confirmed).reduce((total, utxo) => total + BigInt(utxo.value), 0n)
    const confirmed = sum(true)
    const unconfirmed = sum(false)
    return { confirmed: String(confirmed), unconfirmed: String(unconfirmed), total: String(confirmed + unconfirmed) }
  }

  const handle = async (wallet: LoadedBitcoinWallet, method: string, params: Record<string, unknown>): Promise<unknown> => {
    switch (method) {
      case "getInfo":
        return { version, platform: "web", methods: [...SATS_CONNECT_METHODS], supports: [] }
      case "getAccounts":
        return connect(wallet, params["purposes"])
      case "getAddresses":
        return { addresses: connect(wallet, params["purposes"]), network: NETWORK }
      case "wallet_connect":
        return { id: wallet.keys.payment.address, addresses: connect(wallet, params["addresses"]), walletType: "software", network: NETWORK }
      case "wallet_getAccount": {
        // The accounts the site already has, never a prompt: none is sats-connect's ACCESS_DENIED.
        const keys = session.connectedKeys()
        if (keys.length === 0) throw unauthorized()
        return { id: wallet.keys.payment.address, addresses: keys.map(addressEntry), walletType: "software", network: NETWORK }
      }
      case "wallet_disconnect":
      case "wallet_renouncePermissions":
        session.disconnect()
        return null
      case "wallet_getNetwork":
        return NETWORK
      case "getBalance":
        return getBalance(wallet)
      case "signMessage":
        return signMessage(wallet, params)
      case "signPsbt":
        return signPsbt(wallet, params)
      case "sendTransfer": {
        const key = session.authorized(wallet, wallet.keys.payment.address)
        const outputs = checkRecipients(params["recipients"])
        session.prompt()
        return { txid: await sendTransfer(wallet.chain, key, outputs) }
      }
      default:
        throw new ProviderRpcError(SatsConnectErrorCode.METHOD_NOT_FOUND, `The method ${method} is not supported by this wallet.`)
    }
  }

  let id = 0
  return {
    request: async (method, params) => {
      const requestId = String(++id)
      try {
        return success(requestId, await session.request(method, params, async (wallet) => handle(wallet, method, objectParams(params))))
      } catch (error) {
        return failure(requestId, error)
      }
    },
    addListener: (info, cb) => {
      const listener = typeof info === "string" ? cb : info.eventName === undefined ? undefined : info.cb
      const eventName = typeof info === "string" ? info : info.eventName
      if (listener === undefined) return () => undefined
      // One set for both events: each listener hears only the one it asked for.
      const filtered: SatsConnectListener = (event) => {
        if (event.type === eventName) listener(event)
      }
      listeners.add(filtered)
      return () => {
        listeners.delete(filtered)
      }
    }
  }
}
