import { Effect, Option, Ref, Stream } from "effect"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { ViewName } from "../../router/ViewName.js"
import { Connectors } from "../../services/Connectors.js"
import type { ConnectorsState } from "../../services/Connectors.js"
import { Modal } from "../../services/Modal.js"
import { Router } from "../../services/Router.js"
import { changesOf } from "../../state/changesOf.js"
import { sameConnectorId } from "./connectionStatusOf.js"

/** How a login started from the wallet list ended: the wallet connected, or the visitor went elsewhere. */
export type ReloginOutcome = "LoggedIn" | "Left"

/** The views a login runs through, from where it starts to the sign-in that may follow it. */
const LOGIN_VIEWS: ReadonlySet<ViewName> = new Set<ViewName>([
  "Connect",
  "ConnectSocials",
  "EmailLogin",
  "ConnectingSocial",
  "ConnectingFarcaster",
  "ConnectingWalletConnect",
  "ConnectingWalletConnectBasic",
  "SIWXSignMessage"
])

/** The namespaces whose active wallet is `connectorId`'s. */
export const activeNamespacesOf = (state: Pick<ConnectorsState, "activeConnectorIds">, connectorId: string): ReadonlyArray<ChainNamespace> =>
  (Object.entries(state.activeConnectorIds) as Array<[ChainNamespace, string | undefined]>).flatMap(([namespace, id]) =>
    sameConnectorId(connectorId, id) ? [namespace] : []
  )

/**
 * Follows a login started for `connectorId`'s connection until it ends: `LoggedIn` once that
 * connector is the active wallet of a namespace it was not active on (`before`) and the modal
 * shows Account, where every connection lands; `Left` when the modal closes or shows a view
 * outside the login (Back to the wallet list, another wallet picked, Account without this
 * wallet), so a login finished later from elsewhere changes nothing here.
 */
export const awaitRelogin = (connectorId: string, before: ReadonlyArray<ChainNamespace>) =>
  Effect.gen(function* () {
    const connectors = yield* Connectors
    const router = yield* Router
    const modal = yield* Modal
    const decide = Effect.gen(function* () {
      if (!(yield* Ref.get(modal.state)).open) return Option.some<ReloginOutcome>("Left")
      const view = (yield* Ref.get(router.history)).at(-1)?.view ?? "Connect"
      const now = activeNamespacesOf(yield* Ref.get(connectors.state), connectorId)
      if (view === "Account") return Option.some<ReloginOutcome>(now.some((namespace) => !before.includes(namespace)) ? "LoggedIn" : "Left")
      return LOGIN_VIEWS.has(view) ? Option.none() : Option.some<ReloginOutcome>("Left")
    })
    const changed = Stream.mergeAll<unknown, never, never>([changesOf(connectors.state), changesOf(router.history), changesOf(modal.state)], {
      concurrency: 3
    })
    const outcome = yield* changed.pipe(Stream.mapEffect(() => decide), Stream.filterMap((decided) => decided), Stream.runHead)
    return Option.getOrElse(outcome, (): ReloginOutcome => "Left")
  }).pipe(Effect.withSpan("awaitRelogin"))
