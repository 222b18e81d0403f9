/**
 * A Bitcoin wallet written for the tests alone, reached the way sats-connect reaches Xverse: an
 * object with `request(method, params)` answering JSON-RPC 2.0 frames (never throwing) and
 * `addListener({ eventName, cb })`. It grants a payment and an ordinals address (and a Stacks one
 * beside them), answers ordinals first to show the order is the modal's, signs by echoing what it
 * was asked, and logs every request. Switches make it refuse, leave out methods or move network.
 */
import { base64, hex } from "@scure/base"
import { BITCOIN_ORDINALS_KEY, BITCOIN_PAYMENT_KEY } from "../../../../devnet/bitcoin/bitcoinDevKeys.js"

export const SATS_PAYMENT = BITCOIN_PAYMENT_KEY.address
export const SATS_ORDINALS = BITCOIN_ORDINALS_KEY.address
export const SATS_PAYMENT_KEY = hex.encode(BITCOIN_PAYMENT_KEY.publicKey)
export const SATS_ORDINALS_KEY = hex.encode(BITCOIN_ORDINALS_KEY.publicKey)

export interface FakeSatsOptions {
  /** The network `wallet_getNetwork` names (default Regtest); null: the wallet has no such method. */
  readonly network?: string | null
  /** Methods the wallet does not have (answered -32601). */
  readonly without?: ReadonlyArray<string>
  /** Whether its addresses carry a `derivationPath` (sats-connect's schema has none). */
  readonly paths?: boolean
}

export interface FakeSatsWallet {
  readonly provider: {
    readonly request: (method: string, params?: unknown) => Promise<unknown>
    readonly addListener: (info: { readonly eventName: string; readonly cb: (event: unknown) => void }) => () => void
  }
  readonly calls: ReadonlyArray<{ readonly method: string; readonly params: unknown }>
  /** From now on the user refuses every prompt. */
  readonly refuse: () => void
  /** The user revokes the site in the wallet: a `disconnect` event. */
  readonly revoke: () => void
  /** The user picks another account set in the wallet: an `accountChange` event. */
  readonly changeAccounts: () => void
  /** How many listeners are on, and a hook called when one is added. */
  readonly listening: () => number
  onListen: (() => void) | undefined
}

const ok = (id: number, result: unknown) => ({ jsonrpc: "2.0", id: String(id), result })
const fail = (id: number, code: number, message: string) => ({ jsonrpc: "2.0", id: String(id), error: { code, message } })

export const fakeSatsConnectWallet = (options: FakeSatsOptions = {}): FakeSatsWallet => {
  const calls: Array<{ readonly method: string; readonly params: unknown }> = []
  const listeners = new Set<{ readonly eventName: string; readonly cb: (event: unknown) => void }>()
  let granted = false
  let refusing = false
  let id = 0
  const path = (value: string) => (options.paths === true ? { derivationPath: value } : {})
  const addresses = [
    { address: SATS_ORDINALS, publicKey: SATS_ORDINALS_KEY, purpose: "ordinals", addressType: "p2tr", walletType: "software", ...path("m/86'/1'/0'/0/0") },
    { address: SATS_PAYMENT, publicKey: SATS_PAYMENT_KEY, purpose: "payment", addressType: "p2wpkh", walletType: "software", ...path("m/84'/1'/0'/0/0") },
    { address: "ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM", publicKey: "02ab", purpose: "stacks", addressType: "stacks", walletType: "software" }
  ]
  const emit = (eventName: string) => {
    for (const listener of [...listeners]) if (listener.eventName === eventName) listener.cb({ type: eventName })
  }

  const answer = (method: string, params: unknown) => {
    const n = ++id
    if (options.without?.includes(method)) return fail(n, -32601, `The method ${method} is not supported`)
    const asked = (params ?? {}) as Record<string, unknown>
    switch (method) {
      case "wallet_getNetwork":
        return options.network === null ? fail(n, -32601, "no wallet_getNetwork") : ok(n, { bitcoin: { name: options.network ?? "Regtest" } })
      case "getAccounts":
        if (refusing) return fail(n, -32000, "User rejected the request")
        granted = true
        return ok(n, addresses)
      case "wallet_getAccount":
        return granted ? ok(n, { id: "fake", addresses, walletType: "software", network: { bitcoin: { name: "Regtest" } } }) : fail(n, -32002, "Access denied")
      case "wallet_disconnect":
        granted = false
        return ok(n, null)
      case "signMessage":
        if (refusing) return fail(n, -32000, "User rejected the request")
        return ok(n, { signature: base64.encode(new TextEncoder().encode(`signed ${String(asked["message"])} by ${String(asked["address"])}`)), address: asked["address"] })
      case "signPsbt":
        return ok(n, { psbt: asked["psbt"] })
      default:
        return fail(n, -32601, `The method ${method} is not supported`)
    }
  }

  const wallet: FakeSatsWallet = {
    provider: {
      request: async (method, params) => {
        calls.push({ method, params })
        return answer(method, params)
      },
      addListener: (info) => {
        listeners.add(info)
        wallet.onListen?.()
        return () => {
          listeners.delete(info)
        }
      }
    },
    calls,
    refuse: () => {
      refusing = true
    },
    revoke: () => {
      granted = false
      emit("disconnect")
    },
    changeAccounts: () => emit("accountChange"),
    listening: () => listeners.size,
    onListen: undefined
  }
  return wallet
}
