import { Context } from "effect"
import type { RouteEntry } from "../router/RouteEntry.js"
import type { StateRef } from "../state/StateRef.js"

/** The view history of the modal; its last entry is the view shown. Written only by core/router. */
export class Router extends Context.Tag("doorway/Router")<
  Router,
  { readonly history: StateRef<ReadonlyArray<RouteEntry>> }
>() {}
