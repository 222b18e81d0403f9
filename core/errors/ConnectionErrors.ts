import { Data } from "effect"

/** Failures of connecting, switching and disconnecting wallets (SPEC §8). */
export class ModalClosed extends Data.TaggedError("ModalClosed") {}
export class PopupClosed extends Data.TaggedError("PopupClosed") {}
export class ConnectFailed extends Data.TaggedError("ConnectFailed")<{ readonly cause?: unknown }> {}
export class SocialConnectionFailed extends Data.TaggedError("SocialConnectionFailed")<{ readonly cause?: unknown }> {}
export class FarcasterConnectFailed extends Data.TaggedError("FarcasterConnectFailed")<{ readonly cause?: unknown }> {}
export class ConnectionRejected extends Data.TaggedError("ConnectionRejected") {}
export class NoAuthConnector extends Data.TaggedError("NoAuthConnector") {}
export class NotConnectedToEmailOrSocial extends Data.TaggedError("NotConnectedToEmailOrSocial") {}
export class DisconnectFailed extends Data.TaggedError("DisconnectFailed")<{ readonly cause?: unknown }> {}
export class InvalidConnectionStatus extends Data.TaggedError("InvalidConnectionStatus")<{ readonly status: string }> {}
export class NoConnectorForConnection extends Data.TaggedError("NoConnectorForConnection")<{ readonly connectorId: string }> {}
export class NoActiveCaipAddress extends Data.TaggedError("NoActiveCaipAddress") {}
export class NoActiveCaipNetwork extends Data.TaggedError("NoActiveCaipNetwork") {}
export class NoConnectionClient extends Data.TaggedError("NoConnectionClient") {}
export class NetworkNotFound extends Data.TaggedError("NetworkNotFound")<{ readonly caipNetworkId?: string }> {}
export class ChainNotSupported extends Data.TaggedError("ChainNotSupported")<{ readonly chainId: string }> {}
export class ConnectorChainsUnsupported extends Data.TaggedError("ConnectorChainsUnsupported")<{ readonly connectorId: string }> {}
export class UnsupportedChain extends Data.TaggedError("UnsupportedChain")<{ readonly chainNamespace: string }> {}
/** A Bitcoin connection asked for a chain its connector does not offer. */
export class BitcoinChainUnsupported extends Data.TaggedError("BitcoinChainUnsupported")<{ readonly caipNetworkId: string }> {}
/** A connector refusing the chains asked for (SPEC §5): none of the app's, or the one asked for. */
export type ConnectorChainRefusal = ConnectorChainsUnsupported | BitcoinChainUnsupported
const CHAIN_REFUSALS: ReadonlySet<string> = new Set<ConnectorChainRefusal["_tag"]>(["ConnectorChainsUnsupported", "BitcoinChainUnsupported"])
export const isConnectorChainRefusal = <E extends { readonly _tag: string }>(error: E): error is Extract<E, ConnectorChainRefusal> =>
  CHAIN_REFUSALS.has(error._tag)
/**
 * Several namespaces failed to disconnect (SPEC §8): one reason per namespace, in the order they
 * were tried, each with the wallet's description; the message's detail is the first reason's.
 */
export class DisconnectChainsFailed extends Data.TaggedError("DisconnectChainsFailed")<{
  readonly reasons: ReadonlyArray<{ readonly chainNamespace: string; readonly description?: string }>
}> {}
/** The wallet neither approved the chain nor supports wallet_switchEthereumChain. */
export class SwitchChainNotApproved extends Data.TaggedError("SwitchChainNotApproved")<{ readonly chainId: string }> {}
