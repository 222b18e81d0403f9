import { Effect, Layer, SubscriptionRef } from "effect"
import { Connectors } from "../core/services/Connectors.js"
import type { ConnectorsState } from "../core/services/Connectors.js"

/** No connector known yet, nothing connected; the remembered connections are read on first use. */
export const INITIAL_CONNECTORS: ConnectorsState = { connectors: [], activeConnectorIds: {}, connections: {} }

/** Connector state starting empty; each time it is made has its own `SubscriptionRef` (apps and tests alike). */
export const makeConnectors: Effect.Effect<Connectors["Type"]> = Effect.map(
  SubscriptionRef.make(INITIAL_CONNECTORS),
  (state) => ({ state })
)

export const ConnectorsLive: Layer.Layer<Connectors> = Layer.effect(Connectors, makeConnectors)
