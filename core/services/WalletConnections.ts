import { Context } from "effect"
import type { Effect, Stream } from "effect"
import type { NamespaceAccount } from "../../schemas/Account.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Connector } from "../../schemas/Connector.js"
import type { EmbeddedAccountType } from "../../schemas/Forms.js"
import type { Network } from "../../schemas/Network.js"
import type { SignMessageFailed } from "../errors/AccountErrors.js"
import type { ChainNotSupported, ConnectFailed, ConnectorChainRefusal, SwitchChainNotApproved } from "../errors/ConnectionErrors.js"
import type { HttpRequestError } from "../errors/HttpErrors.js"
import type { FrameRequestError } from "../frame/sendFrameRequest.js"
import type { WalletConnectFailure } from "../walletconnect/walletConnectFailureOf.js"
import type { ChainFamily } from "./ChainFamily.js"
import type { WalletError, WalletEvent } from "./EvmWallet.js"
import type { SecureFrame } from "./SecureFrame.js"

/**
 * What a wallet granted: the site's accounts (the first is used) and the chain it is on, as the
 * reference part of a CAIP-2 id: an EVM chain id (a number), or a string such as a Solana
 * cluster's genesis-hash prefix. A wallet with no chain of its own (a wallet-standard wallet is
 * told the chain with each request) reports the one the modal is on for its namespace.
 */
export interface OpenedSession {
  readonly accounts: readonly [string, ...Array<string>]
  readonly chainId: number | string
  /**
   * Every account granted, as the wallet describes it (a Bitcoin wallet's payment and ordinal
   * accounts with their keys and paths, SPEC §3), where it does: the account state's `allAccounts`.
   */
  readonly allAccounts?: ReadonlyArray<NamespaceAccount> | undefined
  /** Whether the smart account is on chain yet, where the wallet says (the embedded wallet's GET_USER, WIRE §4.4). */
  readonly smartAccountDeployed?: boolean | undefined
  /**
   * The other namespaces the same approval granted (a WalletConnect session proposed for several
   * families): each is connected with it, through the same connector seen on that namespace.
   */
  readonly also?: ReadonlyArray<GrantedNamespace> | undefined
}

/** One more namespace an approval granted: its accounts and chain, as for the connector's own. */
export interface GrantedNamespace {
  readonly namespace: ChainNamespace
  readonly accounts: readonly [string, ...Array<string>]
  readonly chainId: number | string
}

/**
 * How a kind fails on its own: a session's SDK or relay (WalletConnect), or the embedded wallet's
 * secure frame (not loaded, not answering in time, answering X_ERROR; WIRE §4.2), in the catalogue.
 */
export type SessionFailure = WalletConnectFailure | FrameRequestError

/**
 * How a connection is refused: by the wallet (WalletError), its session, because it gave nothing
 * to use, because the connector does not offer the chains asked for (SPEC §5), or because the
 * sign-in it came with (one-click auth, SPEC §4) does not hold.
 */
export type OpenError = WalletError | SessionFailure | ConnectFailed | ConnectorChainRefusal | SignMessageFailed

/** What a kind shows the user while connecting; only pairing kinds have something to show. */
export interface ConnectPrompt {
  /** A pairing URI (QR code, deep link) the wallet must open; called again with each fresh one. */
  readonly showUri: (uri: string) => Effect.Effect<void>
  /** Tells the user why the URI shown before stopped working (an expired proposal); once each. */
  readonly notify: (error: SessionFailure) => Effect.Effect<void>
}

/**
 * One kind of connection on a chain family (an extension over EIP-6963 or Wallet Standard, a
 * WalletConnect session, the embedded wallet). The core's programs speak only to this; each kind is a layer.
 * Foreign failures are translated by the kind: the core sees only tagged errors.
 */
export interface ConnectionKind {
  /**
   * Loads what this kind's first request needs, asking no wallet anything, so that request leaves
   * at once after the click (absent: nothing is left to load once the kind is made).
   */
  readonly prepare?: Effect.Effect<void>
  /** Connects, prompting the user (SPEC §4): the accounts the wallet grants and its chain. */
  readonly connect: (connector: Connector, prompt: ConnectPrompt) => Effect.Effect<OpenedSession, OpenError>
  /** Restores a stored connection without any prompt; ConnectFailed when the wallet no longer grants access. */
  readonly restore: (connector: Connector) => Effect.Effect<OpenedSession, OpenError>
  /** Ends the connection on the wallet's side too (revoked permissions, a deleted session). */
  readonly disconnect: (connector: Connector) => Effect.Effect<void, WalletError | SessionFailure>
  /**
   * Moves the wallet to a network (SPEC §5); SwitchChainNotApproved when it may not,
   * ChainNotSupported when it cannot add it, a connector's refusal when it does not offer it.
   */
  readonly switchChain: (
    connector: Connector,
    network: Network
  ) => Effect.Effect<void, WalletError | SessionFailure | SwitchChainNotApproved | ChainNotSupported | ConnectorChainRefusal>
  /**
   * The wallet's own account, chain and disconnect events, until the stream is stopped; the stream
   * comes once the code that follows them is loaded (HttpRequestError when it could not be).
   */
  readonly events: (connector: Connector) => Effect.Effect<Stream.Stream<WalletEvent>, HttpRequestError>
  /**
   * The family's provider that signing and the host's `useAppKitProvider(namespace)` use once
   * connected: EIP-1193 on EVM, a Solana provider (signMessage, signTransaction, …) on Solana.
   */
  readonly provider: (connector: Connector) => Effect.Effect<unknown, WalletError | SessionFailure>
  /**
   * Makes the other of the wallet's accounts the active one (SPEC §4: eoa or smartAccount), where
   * the wallet has both (the embedded wallet's SET_PREFERRED_ACCOUNT, WIRE §4.3); answers the type
   * and address now active. Absent on kinds whose wallets hold one kind of account.
   */
  readonly setAccountType?: (connector: Connector, type: EmbeddedAccountType) => Effect.Effect<ActiveAccount, SessionFailure>
}

/** The account a wallet made active, and its type. */
export interface ActiveAccount {
  readonly type: EmbeddedAccountType
  readonly address: string
}

/**
 * Why no kind serves a connector (or no family a namespace): none is made for its type or
 * family, or its code did not load.
 */
export type KindError = ConnectFailed | HttpRequestError

/**
 * Every chain family an instance connects, and every kind of connection on them, by connector;
 * each family's and kind's code loads on first use. A namespace no family serves fails with
 * ConnectFailed.
 */
export class WalletConnections extends Context.Tag("doorway/WalletConnections")<
  WalletConnections,
  {
    readonly kindOf: (connector: Connector) => Effect.Effect<ConnectionKind, KindError>
    /** The chain family of a namespace: its addresses, balances and signatures. */
    readonly familyOf: (namespace: ChainNamespace) => Effect.Effect<ChainFamily, KindError>
    /**
     * The instance's secure frame, which the embedded wallet's kind speaks through and the email
     * login's programs use: one per instance, its code loaded on first need (SPEC §4).
     */
    readonly secureFrame: Effect.Effect<SecureFrame["Type"], KindError>
  }
>() {}
