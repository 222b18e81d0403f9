import { Layer } from "effect"
import type { Effect } from "effect"
import { Connectors } from "../core/services/Connectors.js"
import type { ConnectorsState } from "../core/services/Connectors.js"
import { makeStateService } from "./makeStateService.js"

/** No connector known yet, nothing connected; the remembered connections are read on first use. */
export const INITIAL_CONNECTORS: ConnectorsState = { connectors: [], activeConnectorIds: {}, connections: {} }

/** Connector state starting empty; each time it is made has its own `StateRef` (apps and tests alike). */
export const makeConnectors: Effect.Effect<Connectors["Type"]> = makeStateService(INITIAL_CONNECTORS)

export const ConnectorsLive: Layer.Layer<Connectors> = Layer.effect(Connectors, makeConnectors)
