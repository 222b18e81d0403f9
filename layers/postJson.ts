import { Schema } from "effect"
import type { Effect } from "effect"
import type { ApiError } from "../core/services/ApiClient.js"
import { send, type Fetch } from "./ApiClientLive.js"

/**
 * A JSON POST to any URL (a bundler's, SPEC §7), its answer read as JSON by the same rules as the
 * hosted services' (a non-OK status is HttpStatusError). A module of its own: only the lazily
 * loaded WalletConnect layer needs it, so it stays out of page start.
 */
export const postJson = (url: string, body: unknown, fetch: Fetch = (input, init) => globalThis.fetch(input, init)): Effect.Effect<unknown, ApiError> =>
  send(fetch, url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) ?? "" }, Schema.Unknown)
