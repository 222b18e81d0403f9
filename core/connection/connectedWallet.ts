import { Effect, Option, Ref } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Connector } from "../../schemas/Connector.js"
import type { Network } from "../../schemas/Network.js"
import { NoActiveCaipAddress, NoConnectorForConnection } from "../errors/ConnectionErrors.js"
import { ChainState } from "../services/ChainState.js"
import { Connectors } from "../services/Connectors.js"
import { findConnector } from "./findConnector.js"

/** The wallet a namespace is connected through: its connector (with the provider), address and network. */
export interface ConnectedWallet {
  readonly connector: Connector
  readonly address: string
  readonly network: Network | undefined
}

/**
 * The wallet connected in `namespace`, for requests that need one (signing, switching). Fails
 * with NoActiveCaipAddress when nothing is connected there, NoConnectorForConnection when its
 * connector is no longer known (the extension was removed or disabled).
 */
export const connectedWallet = (namespace: ChainNamespace) =>
  Effect.gen(function* () {
    const chainState = yield* ChainState
    const chain = (yield* Ref.get(chainState.chains)).get(namespace)
    const address = chain?.accountState.caipAddress === undefined ? undefined : chain.accountState.address
    if (address === undefined) return yield* new NoActiveCaipAddress()
    const { state } = yield* Connectors
    const connectorId = (yield* Ref.get(state)).activeConnectorIds[namespace]
    if (connectorId === undefined) return yield* new NoConnectorForConnection({ connectorId: "" })
    const connector = yield* findConnector(connectorId, namespace)
    if (Option.isNone(connector)) return yield* new NoConnectorForConnection({ connectorId })
    return { connector: connector.value, address, network: chain?.networkState.caipNetwork } satisfies ConnectedWallet
  })
