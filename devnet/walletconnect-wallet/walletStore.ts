/**
 * The wallet page's state and what a person can do with it, outside React so the sign client is
 * made once (React's StrictMode runs effects twice): the pending proposals and requests as they
 * arrive from the relay, the sessions, the active chain and a log of what happened.
 */
import { getSdkError } from "@walletconnect/utils"
import type { Hex } from "viem"
import {
  BITCOIN_DEV_WALLET_ORDINALS_WIF,
  BITCOIN_DEV_WALLET_PAYMENT_WIF,
  SOLANA_DEV_WALLET_ADDRESS,
  SOLANA_DEV_WALLET_SECRET,
  WALLET_PAGE_PRIVATE_KEY
} from "../devKeys.js"
import { makeBitcoinPageSigner, type BitcoinPageSigner } from "./bitcoinPageSigner.js"
import { describeBitcoinRequest } from "./describeBitcoinRequest.js"
import { describeRequest, type IncomingRequest, type RequestDescription } from "./describeRequest.js"
import { describeSolanaRequest } from "./describeSolanaRequest.js"
import { approvedNamespaces, requestedOf, type FamilySupport, type ProposalNamespaces, type Requested } from "./namespaces.js"
import { loadPageManifest, pageChainsOf, type PageManifest } from "./pageManifest.js"
import { makePageSignClient, type PageSignClient } from "./pageSignClient.js"
import { makePageSigner, rpcErrorOf, type Answer, type PageChain, type PageSigner } from "./pageSigner.js"
import { makeSolanaPageSigner, type SolanaPageSigner } from "./solanaPageSigner.js"
import { SILENT_METHODS } from "./supportedMethods.js"
import { checkWalletConnectUri } from "./walletUri.js"

export interface DappInfo {
  readonly name: string
  readonly url: string
  readonly description: string
  readonly icons: ReadonlyArray<string>
}

export interface PendingProposal {
  readonly id: number
  readonly dapp: DappInfo
  readonly required: Requested
  readonly optional: Requested
  /** Why it cannot be approved, if so. */
  readonly problem: string | undefined
  readonly busy: boolean
}

export interface PendingRequest {
  readonly id: number
  readonly topic: string
  readonly dapp: string
  readonly request: IncomingRequest
  readonly description: RequestDescription
  readonly busy: boolean
}

export interface SessionView {
  readonly topic: string
  readonly dapp: DappInfo
  readonly chains: ReadonlyArray<string>
  readonly expiry: number
}

export interface ActivityEntry {
  readonly id: number
  readonly text: string
}

export interface WalletPageState {
  readonly phase: { readonly kind: "starting" } | { readonly kind: "failed"; readonly message: string } | { readonly kind: "ready" }
  readonly relayUrl: string | undefined
  /** Whether the socket to the relay is open (the SDK opens it when it needs it, and retries). */
  readonly relayConnected: boolean
  readonly address: Hex | undefined
  /** The Solana account, when devnet.json lists a cluster. */
  readonly solanaAddress: string | undefined
  /** The Bitcoin payment address, when devnet.json lists a Bitcoin chain. */
  readonly bitcoinAddress: string | undefined
  readonly chains: ReadonlyArray<PageChain>
  readonly activeChainId: number | undefined
  readonly pairing: boolean
  readonly pairProblem: string | undefined
  readonly proposals: ReadonlyArray<PendingProposal>
  readonly requests: ReadonlyArray<PendingRequest>
  readonly sessions: ReadonlyArray<SessionView>
  readonly activity: ReadonlyArray<ActivityEntry>
}

export interface WalletStore {
  readonly getState: () => WalletPageState
  readonly subscribe: (listener: () => void) => () => void
  /** Resolves to whether the pairing was made. */
  readonly pair: (text: string) => Promise<boolean>
  readonly approveProposal: (id: number) => Promise<void>
  readonly rejectProposal: (id: number) => Promise<void>
  readonly approveRequest: (id: number) => Promise<void>
  readonly rejectRequest: (id: number) => Promise<void>
  readonly disconnect: (topic: string) => Promise<void>
  readonly switchChain: (chainId: number) => Promise<void>
}

const INITIAL: WalletPageState = {
  phase: { kind: "starting" },
  relayUrl: undefined,
  relayConnected: false,
  address: undefined,
  solanaAddress: undefined,
  bitcoinAddress: undefined,
  chains: [],
  activeChainId: undefined,
  pairing: false,
  pairProblem: undefined,
  proposals: [],
  requests: [],
  sessions: [],
  activity: []
}

const dappOf = (metadata: { name?: string; url?: string; description?: string; icons?: ReadonlyArray<string> } | undefined): DappInfo => ({
  name: metadata?.name !== undefined && metadata.name !== "" ? metadata.name : "An unnamed dapp",
  url: metadata?.url ?? "",
  description: metadata?.description ?? "",
  icons: (metadata?.icons ?? []).filter((icon) => icon.trim() !== "")
})

/** The Bitcoin signer over the dev wallet's keys, when devnet.json lists a Bitcoin chain. */
const bitcoinSignerOf = (manifest: PageManifest): BitcoinPageSigner | undefined => {
  const chain = manifest.bitcoin
  if (chain === undefined) return undefined
  return makeBitcoinPageSigner({
    payment: { ...chain.fixtures.payment, wif: BITCOIN_DEV_WALLET_PAYMENT_WIF },
    ordinals: { ...chain.fixtures.ordinals, wif: BITCOIN_DEV_WALLET_ORDINALS_WIF },
    chains: [chain.caipNetworkId],
    esploraUrl: chain.esploraUrl
  })
}

/** A family's side of a proposal: its chains and account (none: the page does not serve it). */
const supportOf = (signer: { readonly chains: ReadonlyArray<string>; readonly address: string } | undefined): FamilySupport | undefined =>
  signer === undefined ? undefined : { chains: signer.chains, address: signer.address }

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === "object" && error !== null && "message" in error ? String(error.message) : String(error)

export const createWalletStore = (options: { readonly manifestUrl: URL; readonly inlineManifest: string | undefined; readonly pageUrl: string }): WalletStore => {
  let state = INITIAL
  const listeners = new Set<() => void>()
  const set = (update: (current: WalletPageState) => WalletPageState) => {
    state = update(state)
    for (const listener of listeners) listener()
  }
  let logged = 0
  const log = (text: string) => set((current) => ({ ...current, activity: [...current.activity, { id: ++logged, text }].slice(-50) }))

  let client: PageSignClient | undefined
  let signer: PageSigner | undefined
  let solanaSigner: SolanaPageSigner | undefined
  let bitcoinSigner: BitcoinPageSigner | undefined

  const approvalOf = (params: Parameters<typeof approvedNamespaces>[0]) =>
    approvedNamespaces(params, state.chains.map((chain) => chain.chainId), state.address ?? "", supportOf(solanaSigner), supportOf(bitcoinSigner))
  const isSolana = (request: IncomingRequest) => request.chainId.startsWith("solana:")
  const isBitcoin = (request: IncomingRequest) => request.chainId.startsWith("bip122:")
  const describe = (request: IncomingRequest): RequestDescription =>
    isSolana(request)
      ? describeSolanaRequest(request, solanaSigner?.chains ?? [])
      : isBitcoin(request)
        ? describeBitcoinRequest(request, bitcoinSigner?.chains ?? [])
        : describeRequest(request, state.chains)
  /** A request goes to the signer of its chain's namespace; one of a family the page has no chain of is refused by the EVM one. */
  const answerOf = (request: IncomingRequest, evm: PageSigner): Promise<Answer> =>
    isSolana(request) && solanaSigner !== undefined
      ? solanaSigner.answer(request)
      : isBitcoin(request) && bitcoinSigner !== undefined
        ? bitcoinSigner.answer(request)
        : evm.answer(request, state.activeChainId ?? 0)

  const refreshSessions = () => {
    if (client === undefined) return
    const sessions = client.session.getAll().map((session) => ({
      topic: session.topic,
      dapp: dappOf(session.peer.metadata),
      chains: Object.values(session.namespaces).flatMap((namespace) => namespace.chains ?? []),
      expiry: session.expiry
    }))
    set((current) => ({ ...current, sessions }))
  }

  const dappNameOf = (topic: string): string => {
    try {
      return dappOf(client?.session.get(topic).peer.metadata).name
    } catch {
      return "An ended session"
    }
  }

  /** The active chain changed: every session that has it hears chainChanged (SPEC §5). */
  const setActiveChain = async (chainId: number) => {
    if (state.activeChainId === chainId) return
    set((current) => ({ ...current, activeChainId: chainId }))
    const chain = `eip155:${chainId}`
    const sessions = client?.session.getAll() ?? []
    await Promise.all(
      sessions
        .filter((session) => session.namespaces["eip155"]?.chains?.includes(chain) ?? false)
        .map((session) =>
          client?.emit({ topic: session.topic, chainId: chain, event: { name: "chainChanged", data: chainId } }).catch((error: unknown) =>
            log(`Could not tell ${dappOf(session.peer.metadata).name} about the chain change: ${messageOf(error)}`)
          )
        )
    )
  }

  const respond = async (topic: string, id: number, outcome: { result: unknown } | { error: { code: number; message: string } }) => {
    await client?.respond({ topic, response: { id, jsonrpc: "2.0", ...outcome } })
  }

  const onRequest = ({ id, topic, params }: { id: number; topic: string; params: { request: { method: string; params: unknown }; chainId: string } }) => {
    const request: IncomingRequest = { method: params.request.method, params: params.request.params, chainId: params.chainId }
    if (SILENT_METHODS.has(request.method) && signer !== undefined) {
      signer.answer(request, state.activeChainId ?? 0).then(
        ({ result }) => respond(topic, id, { result }),
        (error: unknown) => respond(topic, id, { error: rpcErrorOf(error) })
      ).catch((error: unknown) => log(`Could not answer ${request.method}: ${messageOf(error)}`))
      log(`Answered ${request.method} for ${dappNameOf(topic)}.`)
      return
    }
    const pending: PendingRequest = { id, topic, dapp: dappNameOf(topic), request, description: describe(request), busy: false }
    set((current) => ({ ...current, requests: [...current.requests.filter((entry) => entry.id !== id), pending] }))
  }

  const listen = (signClient: PageSignClient) => {
    signClient.on("session_proposal", ({ id, params }) => {
      const requested = requestedOf(params as { requiredNamespaces?: ProposalNamespaces; optionalNamespaces?: ProposalNamespaces })
      const approval = approvalOf(params)
      const proposal: PendingProposal = {
        id,
        dapp: dappOf(params.proposer.metadata),
        ...requested,
        problem: approval.ok ? undefined : approval.problem,
        busy: false
      }
      set((current) => ({ ...current, proposals: [...current.proposals.filter((entry) => entry.id !== id), proposal] }))
    })
    signClient.on("proposal_expire", ({ id }) => {
      const expired = state.proposals.find((entry) => entry.id === id)
      set((current) => ({ ...current, proposals: current.proposals.filter((entry) => entry.id !== id) }))
      if (expired !== undefined) log(`The proposal of ${expired.dapp.name} expired.`)
    })
    signClient.on("session_request", onRequest)
    signClient.on("session_request_expire", ({ id }) => {
      set((current) => ({ ...current, requests: current.requests.filter((entry) => entry.id !== id) }))
    })
    signClient.on("session_delete", ({ topic }) => {
      const name = state.sessions.find((session) => session.topic === topic)?.dapp.name ?? "A dapp"
      set((current) => ({ ...current, requests: current.requests.filter((entry) => entry.topic !== topic) }))
      refreshSessions()
      log(`${name} ended its session.`)
    })
    signClient.core.relayer.on("relayer_connect", () => set((current) => ({ ...current, relayConnected: true })))
    signClient.core.relayer.on("relayer_disconnect", () => set((current) => ({ ...current, relayConnected: false })))
    // A refused socket (code 3000 with the relay's reason): the SDK retries; the person sees why.
    signClient.core.relayer.on("relayer_error", (error: unknown) => log(`The relay: ${messageOf(error)}`))
    signClient.on("session_expire", () => refreshSessions())
    signClient.on("session_update", () => refreshSessions())
  }

  const start = async () => {
    try {
      const manifest = await loadPageManifest(options.manifestUrl, options.inlineManifest)
      const chains = pageChainsOf(manifest)
      signer = makePageSigner(WALLET_PAGE_PRIVATE_KEY, chains)
      solanaSigner =
        manifest.solana === undefined
          ? undefined
          : makeSolanaPageSigner({ secretKey: SOLANA_DEV_WALLET_SECRET, address: SOLANA_DEV_WALLET_ADDRESS, chains: [manifest.solana.caipNetworkId], rpcUrl: manifest.solana.rpcUrl })
      bitcoinSigner = bitcoinSignerOf(manifest)
      set((current) => ({
        ...current,
        address: signer?.address,
        solanaAddress: solanaSigner?.address,
        bitcoinAddress: bitcoinSigner?.address,
        chains,
        activeChainId: chains[0]?.chainId
      }))
      client = await makePageSignClient({ relayUrl: manifest.relay.url, projectId: manifest.projectId, pageUrl: options.pageUrl })
      listen(client)
      refreshSessions()
      // Requests that arrived while the page was closed.
      for (const pending of client.getPendingSessionRequests()) onRequest(pending)
      set((current) => ({ ...current, phase: { kind: "ready" }, relayUrl: manifest.relay.url, relayConnected: client?.core.relayer.connected ?? false }))
    } catch (error) {
      set((current) => ({ ...current, phase: { kind: "failed", message: `The wallet could not start: ${messageOf(error)}` } }))
    }
  }
  const started = start()

  const withBusy = <K extends "proposals" | "requests">(key: K, id: number, busy: boolean) =>
    set((current) => ({ ...current, [key]: (current[key] as ReadonlyArray<{ id: number; busy: boolean }>).map((entry) => (entry.id === id ? { ...entry, busy } : entry)) }))

  const dropProposal = (id: number) => set((current) => ({ ...current, proposals: current.proposals.filter((entry) => entry.id !== id) }))
  const dropRequest = (id: number) => set((current) => ({ ...current, requests: current.requests.filter((entry) => entry.id !== id) }))

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    pair: async (text) => {
      await started
      const checked = checkWalletConnectUri(text)
      if (!checked.ok) {
        set((current) => ({ ...current, pairProblem: checked.problem }))
        return false
      }
      if (client === undefined) return false
      set((current) => ({ ...current, pairing: true, pairProblem: undefined }))
      try {
        await client.core.pairing.pair({ uri: checked.uri })
        log("Paired: waiting for the dapp's session proposal.")
        return true
      } catch (error) {
        set((current) => ({ ...current, pairProblem: `Could not pair: ${messageOf(error)}` }))
        return false
      } finally {
        set((current) => ({ ...current, pairing: false }))
      }
    },
    approveProposal: async (id) => {
      const proposal = state.proposals.find((entry) => entry.id === id)
      const params = client?.proposal.getAll().find((entry) => entry.id === id)
      if (proposal === undefined || client === undefined || params === undefined) return
      const approval = approvalOf(params)
      if (!approval.ok) return
      withBusy("proposals", id, true)
      try {
        const { acknowledged } = await client.approve({ id, namespaces: approval.namespaces })
        await acknowledged()
        dropProposal(id)
        refreshSessions()
        log(`Connected to ${proposal.dapp.name}.`)
      } catch (error) {
        withBusy("proposals", id, false)
        log(`Could not approve ${proposal.dapp.name}: ${messageOf(error)}`)
      }
    },
    rejectProposal: async (id) => {
      const proposal = state.proposals.find((entry) => entry.id === id)
      if (proposal === undefined || client === undefined) return
      withBusy("proposals", id, true)
      await client.reject({ id, reason: getSdkError("USER_REJECTED") }).catch((error: unknown) => log(`Could not answer ${proposal.dapp.name}: ${messageOf(error)}`))
      dropProposal(id)
      log(`Rejected the proposal of ${proposal.dapp.name}.`)
    },
    approveRequest: async (id) => {
      const pending = state.requests.find((entry) => entry.id === id)
      if (pending === undefined || signer === undefined) return
      withBusy("requests", id, true)
      try {
        const answer = await answerOf(pending.request, signer)
        if (answer.switchTo !== undefined) await setActiveChain(answer.switchTo)
        await respond(pending.topic, id, { result: answer.result })
        log(`Approved ${pending.request.method} for ${pending.dapp}${typeof answer.result === "string" ? `: ${answer.result}` : "."}`)
      } catch (error) {
        const failure = rpcErrorOf(error)
        await respond(pending.topic, id, { error: failure }).catch(() => undefined)
        log(`${pending.request.method} for ${pending.dapp} failed: ${failure.message}`)
      }
      dropRequest(id)
    },
    rejectRequest: async (id) => {
      const pending = state.requests.find((entry) => entry.id === id)
      if (pending === undefined) return
      withBusy("requests", id, true)
      await respond(pending.topic, id, { error: getSdkError("USER_REJECTED") }).catch((error: unknown) => log(`Could not answer ${pending.dapp}: ${messageOf(error)}`))
      dropRequest(id)
      log(`Rejected ${pending.request.method} for ${pending.dapp}.`)
    },
    disconnect: async (topic) => {
      if (client === undefined) return
      const name = dappNameOf(topic)
      await client.disconnect({ topic, reason: getSdkError("USER_DISCONNECTED") }).catch((error: unknown) => log(`Could not disconnect ${name}: ${messageOf(error)}`))
      set((current) => ({ ...current, requests: current.requests.filter((entry) => entry.topic !== topic) }))
      refreshSessions()
      log(`Disconnected ${name}.`)
    },
    switchChain: async (chainId) => {
      await setActiveChain(chainId)
      const chain = state.chains.find((entry) => entry.chainId === chainId)
      log(`Switched to ${chain?.name ?? chainId}.`)
    }
  }
}
