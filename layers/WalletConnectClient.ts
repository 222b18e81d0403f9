/**
 * The narrow port the WalletConnect kind of connection speaks to: a session client (the
 * universal provider live, an in-memory wallet in tests). Failures stay foreign here, as what the
 * SDK threw; the kind translates them (`walletConnectFailureOf`). Sessions are decoded at the edge.
 */
import type { Effect, Option, Stream } from "effect"
import type { ForeignFailure } from "../core/evm/walletFailureOf.js"
import type { AuthenticateRequest, SignedCacao } from "../core/siwx/oneClick/oneClickRequest.js"
import type { RelayLink } from "../core/walletconnect/RelayLink.js"
import type { WalletSession } from "../schemas/WalletSession.js"

/** What the client reports on its own. */
export type WalletConnectClientEvent =
  /** A pairing URI for the wallet to open (a fresh one for each proposal). */
  | { readonly _tag: "DisplayUri"; readonly uri: string }
  /** The wallet's accounts (EIP-1193 `accountsChanged`, plain addresses). */
  | { readonly _tag: "AccountsChanged"; readonly accounts: ReadonlyArray<string> }
  /** The session's active EVM chain changed (a number, or the hex or CAIP-2 text the SDK sends). */
  | { readonly _tag: "ChainChanged"; readonly chainId: unknown }
  /** The wallet (or the dapp elsewhere) ended the session. */
  | { readonly _tag: "SessionDelete"; readonly topic: string }
  /** The session outlived its expiry and the SDK dropped it. */
  | { readonly _tag: "SessionExpire"; readonly topic: string }
  /** The pending proposal expired before a wallet approved it: its URI no longer pairs. */
  | { readonly _tag: "ProposalExpire"; readonly id: number }
  /** The relay refused or closed the socket; `message` carries its reason. */
  | { readonly _tag: "RelayFailure"; readonly message: string }

export interface ProposedNamespace {
  /** CAIP-2 chains, e.g. `eip155:1`. */
  readonly chains: ReadonlyArray<string>
  readonly methods: ReadonlyArray<string>
  readonly events: ReadonlyArray<string>
}

/** A proposal's namespaces by CAIP-2 namespace (`eip155`, `solana`), each asked as optional. */
export type ProposedNamespaces = Readonly<Record<string, ProposedNamespace>>

/** What one-click auth gave: the session, and the wallet's signed answers (none when it left the authentication request unanswered). */
export interface AuthenticatedSession {
  readonly session: WalletSession
  readonly auths: ReadonlyArray<SignedCacao>
}

export interface WalletConnectClient {
  /** The session the client holds now (one restored from storage after a reload, or just approved). */
  readonly session: Effect.Effect<Option.Option<WalletSession>>
  /** Proposes a session (its URI comes as DisplayUri) and waits for the wallet's approval. */
  readonly connect: (namespaces: ProposedNamespaces) => Effect.Effect<WalletSession, ForeignFailure>
  /**
   * One-click auth (WIRE §6.3): a session proposal carrying an authentication request, its URI
   * shown as for a plain one; the wallet approves the session and signs in at once (its cacaos come
   * back with the session). A wallet that approves without answering the request gives no auths.
   * `namespaces` are the session asked for, as with `connect`; the eip155 methods are granted with
   * the sign-in (as a ReCap in the request's resources).
   */
  readonly authenticate: (request: AuthenticateRequest, namespaces: ProposedNamespaces) => Effect.Effect<AuthenticatedSession, ForeignFailure>
  /** Sends a wallet request of the session on a chain (CAIP-2). */
  readonly request: (chainId: string, method: string, params: unknown) => Effect.Effect<unknown, ForeignFailure>
  /** Ends the session on both sides. */
  readonly disconnect: Effect.Effect<void, ForeignFailure>
  /** The client's socket to the relay: whether it is open, and a nudge to reopen it. */
  readonly relay: RelayLink
  /** The client's events, from the moment the stream is run. */
  readonly events: Stream.Stream<WalletConnectClientEvent>
}
