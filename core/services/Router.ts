import { Context } from "effect"
import type { SubscriptionRef } from "effect"
import type { RouteEntry } from "../router/RouteEntry.js"

/** The view history of the modal; its last entry is the view shown. Written only by core/router. */
export class Router extends Context.Tag("doorway/Router")<
  Router,
  { readonly history: SubscriptionRef.SubscriptionRef<ReadonlyArray<RouteEntry>> }
>() {}
