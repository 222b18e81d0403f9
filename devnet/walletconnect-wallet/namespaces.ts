/**
 * A session proposal's namespaces as a person reads them, and the namespaces the wallet page
 * approves (WIRE.md §6): its eip155 chains (those of devnet.json), its one account on each,
 * its methods and events; and the local Solana cluster and the local Bitcoin chain when the
 * proposal asks for them. A proposal the page cannot satisfy gets a problem text instead.
 */
import { BITCOIN_EVENTS, BITCOIN_METHODS, SOLANA_EVENTS, SOLANA_METHODS, SUPPORTED_EVENTS, SUPPORTED_METHODS } from "./supportedMethods.js"

export interface ProposalNamespace {
  readonly chains?: ReadonlyArray<string> | undefined
  readonly methods: ReadonlyArray<string>
  readonly events: ReadonlyArray<string>
}

export type ProposalNamespaces = Readonly<Record<string, ProposalNamespace>>

export interface SessionNamespace {
  readonly chains: Array<string>
  readonly accounts: Array<string>
  readonly methods: Array<string>
  readonly events: Array<string>
}

export interface Requested {
  readonly chains: ReadonlyArray<string>
  readonly methods: ReadonlyArray<string>
  readonly events: ReadonlyArray<string>
}

const unique = (values: ReadonlyArray<string>): ReadonlyArray<string> => [...new Set(values)]

/** The chains of one namespace entry: its `chains`, or the key itself when it is a chain (`eip155:1`). */
const chainsOf = (key: string, namespace: ProposalNamespace): ReadonlyArray<string> =>
  namespace.chains ?? (key.includes(":") ? [key] : [])

const gather = (namespaces: ProposalNamespaces | undefined): Requested => {
  const entries = Object.entries(namespaces ?? {})
  return {
    chains: unique(entries.flatMap(([key, namespace]) => chainsOf(key, namespace))),
    methods: unique(entries.flatMap(([, namespace]) => namespace.methods)),
    events: unique(entries.flatMap(([, namespace]) => namespace.events))
  }
}

/** What a proposal asks for, required and optional apart. */
export const requestedOf = (proposal: {
  readonly requiredNamespaces?: ProposalNamespaces | undefined
  readonly optionalNamespaces?: ProposalNamespaces | undefined
}): { readonly required: Requested; readonly optional: Requested } => ({
  required: gather(proposal.requiredNamespaces),
  optional: gather(proposal.optionalNamespaces)
})

export type Approval =
  | { readonly ok: true; readonly namespaces: Record<string, SessionNamespace> }
  | { readonly ok: false; readonly problem: string }

/** The page's side of a family beside EVM: the chains it signs on (CAIP-2) and its account there. */
export interface FamilySupport {
  readonly chains: ReadonlyArray<string>
  readonly address: string
}

/** Its Solana side: the local cluster. */
export type SolanaSupport = FamilySupport

/** Its Bitcoin side (`bip122`): the local regtest chain, its payment address the account. */
export type BitcoinSupport = FamilySupport

/** The families beside EVM, each with its namespace's methods and events. */
const OTHER_FAMILIES = [
  { namespace: "solana", methods: SOLANA_METHODS, events: SOLANA_EVENTS },
  { namespace: "bip122", methods: BITCOIN_METHODS, events: BITCOIN_EVENTS }
] as const

/** What the page serves of each family beside EVM, by namespace (none: not served). */
type Others = Readonly<Record<(typeof OTHER_FAMILIES)[number]["namespace"], FamilySupport | undefined>>

/** The namespace a proposal entry belongs to: `eip155` for both `eip155` and `eip155:1`. */
const familyOf = (key: string): string => key.split(":")[0] ?? key

/** Each namespace's own methods and events: an EVM method asked under `solana` is not served. */
const served = (family: string, others: Others): { readonly methods: ReadonlyArray<string>; readonly events: ReadonlyArray<string> } => {
  if (family === "eip155") return { methods: SUPPORTED_METHODS, events: SUPPORTED_EVENTS }
  const other = OTHER_FAMILIES.find((entry) => entry.namespace === family)
  return other !== undefined && others[other.namespace] !== undefined ? other : { methods: [], events: [] }
}

/** What the required entries ask that their namespace does not serve, each once. */
const unserved = (namespaces: ProposalNamespaces | undefined, others: Others, field: "methods" | "events"): ReadonlyArray<string> =>
  unique(Object.entries(namespaces ?? {}).flatMap(([key, namespace]) => namespace[field].filter((value) => !served(familyOf(key), others)[field].includes(value))))

type Proposal = { readonly requiredNamespaces?: ProposalNamespaces | undefined; readonly optionalNamespaces?: ProposalNamespaces | undefined }

/** The chains of `family` a proposal asks for, required or optional, that the page signs on. */
const chainsAsked = (proposal: Proposal, family: string, support: FamilySupport): Array<string> => {
  const entries = [...Object.entries(proposal.requiredNamespaces ?? {}), ...Object.entries(proposal.optionalNamespaces ?? {})]
  const asked = unique(entries.filter(([key]) => familyOf(key) === family).flatMap(([key, namespace]) => chainsOf(key, namespace)))
  return asked.filter((chain) => support.chains.includes(chain))
}

/** A family's namespace with the chains asked that the page signs on; none without such a chain. */
const otherNamespaces = (proposal: Proposal, others: Others): Record<string, SessionNamespace> =>
  Object.fromEntries(
    OTHER_FAMILIES.flatMap(({ namespace, methods, events }) => {
      const support = others[namespace]
      const chains = support === undefined ? [] : chainsAsked(proposal, namespace, support)
      // A namespace with no chain is not valid in a session.
      if (support === undefined || chains.length === 0) return []
      return [[namespace, { chains, accounts: chains.map((chain) => `${chain}:${support.address}`), methods: [...methods], events: [...events] }]]
    })
  )

/**
 * The namespaces to approve: every EVM chain the page supports (a dapp may switch to any of them
 * later), the account on each; and, when the proposal asks for Solana or Bitcoin, the chains of
 * theirs it asks that the page signs on. Fails when a required chain, method or event is not supported.
 */
export const approvedNamespaces = (
  proposal: Proposal,
  supportedChainIds: ReadonlyArray<number>,
  address: string,
  solana?: SolanaSupport,
  bitcoin?: BitcoinSupport
): Approval => {
  const others: Others = { solana, bip122: bitcoin }
  const { required } = requestedOf(proposal)
  const chains = supportedChainIds.map((id) => `eip155:${id}`)
  const supportedChains = [...chains, ...(solana?.chains ?? []), ...(bitcoin?.chains ?? [])]
  const missingChains = required.chains.filter((chain) => !supportedChains.includes(chain))
  if (missingChains.length > 0) return { ok: false, problem: `This wallet does not support the required chains ${missingChains.join(", ")}.` }
  const missingMethods = unserved(proposal.requiredNamespaces, others, "methods")
  if (missingMethods.length > 0) return { ok: false, problem: `This wallet does not support the required methods ${missingMethods.join(", ")}.` }
  const missingEvents = unserved(proposal.requiredNamespaces, others, "events")
  if (missingEvents.length > 0) return { ok: false, problem: `This wallet does not support the required events ${missingEvents.join(", ")}.` }
  return {
    ok: true,
    namespaces: {
      eip155: {
        chains: [...chains],
        accounts: chains.map((chain) => `${chain}:${address}`),
        methods: [...SUPPORTED_METHODS],
        events: [...SUPPORTED_EVENTS]
      },
      ...otherNamespaces(proposal, others)
    }
  }
}
