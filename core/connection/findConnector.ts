import { Effect, Option, Ref } from "effect"
import type { Connector } from "../../schemas/Connector.js"
import { Connectors } from "../services/Connectors.js"

/** The connector known by `id` now (a MULTI_CHAIN group's members count too). */
export const findConnector = (id: string): Effect.Effect<Option.Option<Connector>, never, Connectors> =>
  Effect.gen(function* () {
    const { state } = yield* Connectors
    const { connectors } = yield* Ref.get(state)
    const all = connectors.flatMap((connector) => [connector, ...(connector.connectors ?? [])])
    return Option.fromNullable(all.find((connector) => connector.id === id))
  })
