/**
 * A phone's WalletConnect wallet, in Node: the real sign client (2.25) over the local relay, with
 * Verify off (test/devnet/relay/signClients.ts) and a viem local account as its key. It approves
 * every proposal at once for the chains and methods it was made with, signs `personal_sign`,
 * moves to a chain it approved on `wallet_switchEthereumChain`, and refuses anything else, unless
 * the test's `answer` hook answers the request first (e.g. `eth_sendTransaction`). Given a Solana
 * key it also approves the proposal's Solana chains and signs `solana_signMessage` (Ed25519).
 * Given Bitcoin keys it also approves the proposal's `bip122` chains it has and answers the
 * WalletConnect Bitcoin RPC as the demo's wallet page does (bitcoinPageSigner.ts).
 */
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { hexToNumber, type Hex, type LocalAccount } from "viem"
import { makeBitcoinPageSigner, type BitcoinPageConfig } from "../../../devnet/walletconnect-wallet/bitcoinPageSigner.js"
import { BITCOIN_EVENTS, BITCOIN_METHODS } from "../../../devnet/walletconnect-wallet/supportedMethods.js"
import { closeSignClient, makeSignClient, verifyOff, type SignClientInstance } from "../../devnet/relay/signClients.js"

export interface SignClientWalletOptions {
  readonly relayUrl: string
  readonly projectId: string
  readonly account: LocalAccount
  /** The CAIP-2 chains it approves, e.g. `["eip155:1", "eip155:137"]`. */
  readonly chains: ReadonlyArray<string>
  /** The methods it approves in a session. */
  readonly methods: ReadonlyArray<string>
  readonly name?: string
  /**
   * Answers a request before the built-in methods: the method, its params and the session's CAIP-2
   * chain; `undefined` leaves it to them.
   */
  readonly answer?: (method: string, params: unknown, chainId: string) => Promise<SignClientAnswer | undefined>
  /**
   * A Solana key (an Ed25519 secret): the wallet then also approves the `solana` namespace on the
   * chains the proposal asks there, its account that key's, and signs `solana_signMessage`.
   */
  readonly solanaSecretKey?: Uint8Array
  /**
   * Bitcoin keys and the chains they sign on: the wallet then also approves `bip122` on the chains
   * the proposal asks there that it has, its account the payment address.
   */
  readonly bitcoin?: BitcoinPageConfig
  /**
   * A proposal that asks for sign-in (`requests.authentication`, WIRE §6.3) is left to the test's
   * one-click answer (answerWithCacao) instead of being approved plain here.
   */
  readonly signInAnsweredElsewhere?: boolean
}

export type SignClientAnswer = { readonly result: unknown } | { readonly error: { readonly code: number; readonly message: string } }

export interface SignClientWallet {
  readonly client: SignClientInstance
  /** What the wallet's camera read: pairs with the URI, the proposal approved when it arrives. */
  readonly pair: (uri: string) => Promise<void>
  /** The proposals it approved plain, oldest first (their ids). */
  readonly approved: () => ReadonlyArray<number>
  /** The methods the dapp asked of it, oldest first. */
  readonly requests: () => ReadonlyArray<string>
  /** The topic of the latest session it approved; throws when there is none. */
  readonly sessionTopic: () => string
  /** The wallet's user ends the session. */
  readonly disconnect: () => Promise<void>
  /** Ends every session, closes the socket and stops the SDK's timers. */
  readonly close: () => Promise<void>
}

const EVENTS = ["chainChanged", "accountsChanged"]
const SOLANA_METHODS = ["solana_signMessage"]

export const makeSignClientWallet = async (options: SignClientWalletOptions): Promise<SignClientWallet> => {
  const client = verifyOff(await makeSignClient({ relayUrl: options.relayUrl, projectId: options.projectId, name: options.name ?? "phone-wallet" }))
  const { account } = options
  const solanaAddress = options.solanaSecretKey === undefined ? undefined : base58.encode(ed25519.getPublicKey(options.solanaSecretKey))
  const bitcoin = options.bitcoin === undefined ? undefined : makeBitcoinPageSigner(options.bitcoin)
  const approved: Array<number> = []
  const asked: Array<string> = []
  const sessions: Array<string> = []

  client.on("session_proposal", ({ id, params }) => {
    if (options.signInAnsweredElsewhere === true && (params.requests?.authentication?.length ?? 0) > 0) return
    approved.push(id)
    const accounts = options.chains.map((chain) => `${chain}:${account.address}`)
    const solanaChains = [...(params.optionalNamespaces?.["solana"]?.chains ?? []), ...(params.requiredNamespaces?.["solana"]?.chains ?? [])]
    const namespaces: Record<string, { chains: Array<string>; methods: Array<string>; events: Array<string>; accounts: Array<string> }> = {
      eip155: { chains: [...options.chains], methods: [...options.methods], events: EVENTS, accounts }
    }
    if (solanaAddress !== undefined && solanaChains.length > 0)
      namespaces["solana"] = { chains: solanaChains, methods: [...SOLANA_METHODS], events: [], accounts: solanaChains.map((chain) => `${chain}:${solanaAddress}`) }
    const bitcoinChains = [...new Set([...(params.optionalNamespaces?.["bip122"]?.chains ?? []), ...(params.requiredNamespaces?.["bip122"]?.chains ?? [])])].filter(
      (chain) => bitcoin?.chains.includes(chain) === true
    )
    if (bitcoin !== undefined && bitcoinChains.length > 0)
      namespaces["bip122"] = {
        chains: bitcoinChains,
        methods: [...BITCOIN_METHODS],
        events: [...BITCOIN_EVENTS],
        accounts: bitcoinChains.map((chain) => `${chain}:${bitcoin.address}`)
      }
    void client
      .approve({ id, namespaces })
      .then(({ topic }) => void sessions.push(topic))
  })

  client.on("session_request", async ({ id, topic, params }) => {
    const { method, params: args } = params.request
    asked.push(method)
    const answer = async (): Promise<SignClientAnswer> => {
      const hooked = await options.answer?.(method, args, params.chainId)
      if (hooked !== undefined) return hooked
      if (bitcoin !== undefined && params.chainId.startsWith("bip122:"))
        return bitcoin.answer({ method, params: args, chainId: params.chainId }).then(
          ({ result }) => ({ result }),
          (error: { readonly code: number; readonly message: string }) => ({ error })
        )
      switch (method) {
        case "personal_sign": {
          const [message, address] = args as [Hex, string]
          if (address.toLowerCase() !== account.address.toLowerCase()) return { error: { code: 4100, message: "Unknown account" } }
          return { result: await account.signMessage({ message: { raw: message } }) }
        }
        case "solana_signMessage": {
          const { message, pubkey } = args as { readonly message: string; readonly pubkey: string }
          if (options.solanaSecretKey === undefined || pubkey !== solanaAddress) return { error: { code: 4100, message: "Unknown account" } }
          return { result: { signature: base58.encode(ed25519.sign(base58.decode(message), options.solanaSecretKey)) } }
        }
        case "wallet_switchEthereumChain": {
          const [{ chainId }] = args as [{ chainId: Hex }]
          const chain = `eip155:${hexToNumber(chainId)}`
          if (!options.chains.includes(chain)) return { error: { code: 4902, message: `Unrecognized chain ID ${chainId}` } }
          await client.emit({ topic, chainId: chain, event: { name: "chainChanged", data: hexToNumber(chainId) } })
          return { result: null }
        }
        default:
          return { error: { code: 4200, message: `${method} is not supported` } }
      }
    }
    await client.respond({ topic, response: { id, jsonrpc: "2.0", ...(await answer()) } })
  })

  const sessionTopic = (): string => {
    const topic = sessions.at(-1)
    if (topic === undefined) throw new Error("The wallet has approved no session")
    return topic
  }

  return {
    client,
    pair: async (uri) => {
      await client.pair({ uri })
    },
    approved: () => [...approved],
    requests: () => [...asked],
    sessionTopic,
    disconnect: () => client.disconnect({ topic: sessionTopic(), reason: { code: 6000, message: "User disconnected." } }),
    close: async () => {
      for (const session of client.session.getAll()) {
        await client.disconnect({ topic: session.topic, reason: { code: 6000, message: "User disconnected." } }).catch(() => undefined)
      }
      await closeSignClient(client)
    }
  }
}
