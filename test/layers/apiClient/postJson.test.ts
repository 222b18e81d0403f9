/**
 * A JSON POST to a URL of its own (a bundler's, SPEC §7): the body sent as JSON, the answer read as
 * JSON, a status that is not OK the catalogue's 'HTTP status code: N'.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { messageOf } from "../../../core/errors/catalogue.js"
import { postJson } from "../../../layers/postJson.js"
import type { Fetch } from "../../../layers/ApiClientLive.js"

const URL_ = "http://127.0.0.1:9/v1/bundler?projectId=p1&chainId=eip155%3A1&bundler=pimlico"

/** A fetch answering `status` and `body`, and the requests it saw. */
const fakeFetch = (status: number, body: string) => {
  const seen: Array<{ readonly url: string; readonly init: RequestInit }> = []
  const fetch: Fetch = (url, init) => {
    seen.push({ url, init })
    return Promise.resolve(new Response(body, { status, headers: { "content-type": "application/json" } }))
  }
  return { fetch, seen }
}

describe("postJson", () => {
  it.effect("posts the body as JSON to the URL and answers the JSON it gets", () =>
    Effect.gen(function* () {
      const { fetch, seen } = fakeFetch(200, JSON.stringify({ jsonrpc: "2.0", id: 1, result: null }))
      const body = { jsonrpc: "2.0", id: 1, method: "eth_getUserOperationReceipt", params: ["0x12"] }
      expect(yield* postJson(URL_, body, fetch)).toEqual({ jsonrpc: "2.0", id: 1, result: null })
      expect(seen[0]?.url).toBe(URL_)
      expect(seen[0]?.init.method).toBe("POST")
      expect(seen[0]?.init.headers).toEqual({ "content-type": "application/json" })
      expect(seen[0]?.init.body).toBe(JSON.stringify(body))
    }))

  it.effect("a status that is not OK is HttpStatusError with its status", () =>
    Effect.gen(function* () {
      const { fetch } = fakeFetch(503, "")
      const error = yield* Effect.flip(postJson(URL_, {}, fetch))
      expect(error._tag === "HttpStatusError" ? error.status : error._tag).toBe(503)
      expect(messageOf(error)).toBe("HTTP status code: 503")
    }))
})
