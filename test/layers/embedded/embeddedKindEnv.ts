/** The embedded-wallet kind over a scripted frame and in-memory storage, on a chosen active network. */
import { Effect, Option, Ref } from "effect"
import { mainnet, polygon } from "doorway-connect/networks"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import { Storage } from "../../../core/services/Storage.js"
import type { Connector } from "../../../schemas/Connector.js"
import type { Network } from "../../../schemas/Network.js"
import { makeEmbeddedWalletConnection } from "../../../layers/EmbeddedWalletConnection.js"
import { makeTimeoutLog } from "../../core/frame/frameTestEnv.js"

export const AUTH: Connector = { id: "ID_AUTH", name: "Email and socials", type: "AUTH", chain: "eip155", chains: [mainnet, polygon] }

/** The kind, the active network it reads (none at first) and the timeout callback's log. */
export const makeKind = Effect.gen(function* () {
  const active = yield* Ref.make<Option.Option<Network>>(Option.none())
  const log = yield* makeTimeoutLog
  const kind = yield* makeEmbeddedWalletConnection({
    frame: yield* SecureFrame,
    storage: yield* Storage,
    activeNetwork: Ref.get(active),
    onTimeout: log.onTimeout
  })
  return { kind, active, log }
})
