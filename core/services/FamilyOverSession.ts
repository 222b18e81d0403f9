import type { Effect } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { HttpRequestError } from "../errors/HttpErrors.js"

/**
 * A session's side of one namespace, as a family's provider needs it: the account the session
 * granted there, the chain requests name (read at each request: the namespace's active chain), and
 * a wallet request sent over the session. Failures are the wallet's or the relay's, as thrown.
 */
export interface SessionRequester {
  readonly address: string
  /** CAIP-2 id of the chain each request is sent on. */
  readonly chain: () => string
  readonly request: (chain: string, method: string, params: unknown) => Promise<unknown>
}

/**
 * How a chain family takes part in a WalletConnect session beside EVM (SPEC §4, WIRE §6): the
 * methods and events its namespace asks for in a proposal, and the family's provider over an
 * approved session (what `useAppKitProvider(namespace)` hands out and signing uses).
 */
export interface FamilyOverSession {
  readonly methods: ReadonlyArray<string>
  readonly events: ReadonlyArray<string>
  /** The provider over the session; its code may load on first use (HttpRequestError when it could not). */
  readonly provider: (session: SessionRequester) => Effect.Effect<unknown, HttpRequestError>
}

/** A family beside EVM that takes part in a shared connection, its code loaded when `over` is run. */
export interface FamilyOverSessionLoader {
  readonly namespace: ChainNamespace
  readonly over: Effect.Effect<FamilyOverSession, unknown>
}
