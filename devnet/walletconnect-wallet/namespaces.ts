/**
 * A session proposal's namespaces as a person reads them, and the namespaces the wallet page
 * approves (WIRE.md §6): its eip155 chains (those of devnet.json), its one account on each,
 * its methods and events. A proposal the page cannot satisfy gets a problem text instead.
 */
import { SUPPORTED_EVENTS, SUPPORTED_METHODS } from "./supportedMethods.js"

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

/**
 * The namespaces to approve: every chain the page supports (a dapp may switch to any of them
 * later), the account on each. Fails when a required chain, method or event is not supported.
 */
export const approvedNamespaces = (
  proposal: { readonly requiredNamespaces?: ProposalNamespaces | undefined; readonly optionalNamespaces?: ProposalNamespaces | undefined },
  supportedChainIds: ReadonlyArray<number>,
  address: string
): Approval => {
  const { required } = requestedOf(proposal)
  const chains = supportedChainIds.map((id) => `eip155:${id}`)
  const missingChains = required.chains.filter((chain) => !chains.includes(chain))
  if (missingChains.length > 0) return { ok: false, problem: `This wallet does not support the required chains ${missingChains.join(", ")}.` }
  const methods: ReadonlyArray<string> = SUPPORTED_METHODS
  const missingMethods = required.methods.filter((method) => !methods.includes(method))
  if (missingMethods.length > 0) return { ok: false, problem: `This wallet does not support the required methods ${missingMethods.join(", ")}.` }
  const events: ReadonlyArray<string> = SUPPORTED_EVENTS
  const missingEvents = required.events.filter((event) => !events.includes(event))
  if (missingEvents.length > 0) return { ok: false, problem: `This wallet does not support the required events ${missingEvents.join(", ")}.` }
  return {
    ok: true,
    namespaces: {
      eip155: {
        chains: [...chains],
        accounts: chains.map((chain) => `${chain}:${address}`),
        methods: [...SUPPORTED_METHODS],
        events: [...SUPPORTED_EVENTS]
      }
    }
  }
}
