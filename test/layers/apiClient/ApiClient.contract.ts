/**
 * The one contract of the REST client: every implementation (live over HTTP, in memory) must
 * build the same URLs, send the same bodies and report the same typed errors.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, Schema, TestClock } from "effect"
import type { Layer } from "effect"
import { messageOf } from "../../../core/errors/catalogue.js"
import { sdkVersion } from "../../../core/http/sdkVersion.js"
import { ApiClient } from "../../../core/services/ApiClient.js"
import { ApiRequestLog } from "../../../layers/ApiClientTest.js"
import type { Routes } from "../../../layers/ApiClientTest.js"

export interface ContractOptions {
  readonly projectId: string
  readonly sdkVersion: string
  readonly clientId?: string
}

/** Builds the implementation under test, answering from `routes` with every service. */
export type MakeApiClientLayer = (options: ContractOptions, routes: Routes) => Layer.Layer<ApiClient | ApiRequestLog>

const PROJECT_ID = "0123456789abcdef0123456789abcdef"
const SV = sdkVersion("react", ["evm", "solana"])
const CLIENT_ID = "did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK"
const IDENTITY = [["projectId", PROJECT_ID], ["st", "appkit"], ["sv", SV]] as const

const Wallets = Schema.Struct({ data: Schema.Array(Schema.Struct({ id: Schema.String })), count: Schema.Number })
const Identity = Schema.Struct({ name: Schema.NullOr(Schema.String), avatar: Schema.NullOr(Schema.String) })
const Url = Schema.Struct({ url: Schema.String })

const routes: Routes = {
  "GET /getWallets": () => ({ json: { data: [{ id: "w1" }], count: 1 } }),
  "GET /v1/identity/0xabc": () => ({ json: { name: "alice.eth", avatar: null } }),
  "POST /v1/generators/onrampurl": ({ body }) => ({ json: { url: `https://onramp.test/?who=${(body as { partnerUserId: string }).partnerUserId}` } }),
  "POST /v1/fungible/price": () => ({ json: { fungibles: [] } }),
  "POST /e": () => ({ status: 202, text: "" }),
  "GET /v1/convert/tokens": () => ({ status: 503, text: "Service Unavailable" }),
  "GET /projects/v1/origins": () => ({ status: 403, text: '{"error":"Unauthorized: origin not allowed"}' }),
  "GET /appkit/v1/config": () => ({ json: { features: "none" } }),
  "GET /getAnalyticsConfig": () => ({ text: "<html>not json</html>" }),
  "GET /v1/supported-chains": () => ({ drop: true }),
  "GET /v1/account/0xabc/balance": () => ({ status: 429, text: "Too Many Requests", retryAfter: "30" }),
  "GET /v1/account/0xabc/history": () => ({ status: 503, text: "Service Unavailable", retryAfter: "Thu, 01 Jan 1970 00:01:00 GMT" }),
  "GET /v1/account/0xdef/history": () => ({ status: 429, text: "Too Many Requests", retryAfter: "soon" }),
  "GET /v1/account/0xabc/hang": () => ({ hang: true })
}

export const apiClientContract = (name: string, makeLayer: MakeApiClientLayer) =>
  describe(`ApiClient contract: ${name}`, () => {
    const plain = makeLayer({ projectId: PROJECT_ID, sdkVersion: SV }, routes)
    const withClientId = makeLayer({ projectId: PROJECT_ID, sdkVersion: SV, clientId: CLIENT_ID }, routes)

    it.effect("a GET sends the caller's params in order, drops falsy ones, then projectId, st and sv", () =>
      Effect.gen(function* () {
        const api = yield* ApiClient
        const wallets = yield* api.get({
          service: "catalogue",
          path: "/getWallets",
          query: { page: "1", entries: 40, search: "", include: undefined, badge_type: null, zero: 0, off: false, chains: "eip155:1,solana:5eyk" },
          schema: Wallets
        })
        expect(wallets).toEqual({ data: [{ id: "w1" }], count: 1 })
        const [request] = yield* (yield* ApiRequestLog).requests
        expect(request?.method).toBe("GET")
        expect(request?.path).toBe("/getWallets")
        expect(request?.query).toEqual([["page", "1"], ["entries", "40"], ["chains", "eip155:1,solana:5eyk"], ...IDENTITY])
      }).pipe(Effect.provide(plain)))

    it.effect("clientId goes last, to the blockchain service only", () =>
      Effect.gen(function* () {
        const api = yield* ApiClient
        const identity = yield* api.get({ service: "blockchain", path: "/v1/identity/0xabc", query: { sender: "0xdef" }, schema: Identity })
        expect(identity).toEqual({ name: "alice.eth", avatar: null })
        yield* api.get({ service: "catalogue", path: "/getWallets", query: { page: "2" }, schema: Wallets })
        const [blockchain, catalogue] = yield* (yield* ApiRequestLog).requests
        expect(blockchain?.query).toEqual([["sender", "0xdef"], ...IDENTITY, ["clientId", CLIENT_ID]])
        expect(catalogue?.query).toEqual([["page", "2"], ...IDENTITY])
      }).pipe(Effect.provide(withClientId)))

    it.effect("a POST sends its body as JSON and only the caller's query (plus clientId)", () =>
      Effect.gen(function* () {
        const api = yield* ApiClient
        const body = {
          destinationWallets: [{ address: "0xabc", blockchains: ["ethereum"], assets: ["USDC"] }],
          partnerUserId: "0xabc",
          defaultExperience: "buy",
          presetCryptoAmount: 1.5
        }
        const answer = yield* api.post({ service: "blockchain", path: "/v1/generators/onrampurl", query: { projectId: PROJECT_ID }, body, schema: Url })
        expect(answer.url).toBe("https://onramp.test/?who=0xabc")
        yield* api.post({
          service: "blockchain",
          path: "/v1/fungible/price",
          body: { currency: "usd", addresses: ["eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"], projectId: PROJECT_ID },
          schema: Schema.Struct({ fungibles: Schema.Array(Schema.Unknown) })
        })
        const [onramp, price] = yield* (yield* ApiRequestLog).requests
        expect(onramp?.method).toBe("POST")
        expect(onramp?.contentType).toBe("application/json")
        expect(onramp?.body).toEqual(body)
        expect(onramp?.query).toEqual([["projectId", PROJECT_ID], ["clientId", CLIENT_ID]])
        expect(price?.query).toEqual([["clientId", CLIENT_ID]])
        expect(price?.body).toEqual({ currency: "usd", addresses: ["eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"], projectId: PROJECT_ID })
      }).pipe(Effect.provide(withClientId)))

    it.effect("an analytics POST carries projectId, st and sv, and an empty answer decodes as nothing", () =>
      Effect.gen(function* () {
        const api = yield* ApiClient
        yield* api.post({ service: "analytics", path: "/e", body: { eventId: "e1", props: { type: "track", event: "MODAL_OPEN" } }, schema: Schema.Unknown })
        const [event] = yield* (yield* ApiRequestLog).requests
        expect(event?.query).toEqual([...IDENTITY])
        expect(event?.body).toEqual({ eventId: "e1", props: { type: "track", event: "MODAL_OPEN" } })
      }).pipe(Effect.provide(withClientId)))

    it.effect("a non-OK status fails with HttpStatusError, shown as 'HTTP status code: N'", () =>
      Effect.gen(function* () {
        const api = yield* ApiClient
        const error = yield* Effect.flip(api.get({ service: "blockchain", path: "/v1/convert/tokens", query: { chainId: "eip155:1" }, schema: Schema.Unknown }))
        expect(error._tag).toBe("HttpStatusError")
        if (error._tag !== "HttpStatusError") return
        expect(error.status).toBe(503)
        expect(new URL(error.url).pathname).toBe("/v1/convert/tokens")
        expect(error.alert).toBeUndefined()
        expect(messageOf(error)).toBe("HTTP status code: 503")
        const missing = yield* Effect.flip(api.get({ service: "catalogue", path: "/nowhere", schema: Schema.Unknown }))
        expect(missing._tag === "HttpStatusError" && missing.status).toBe(404)
      }).pipe(Effect.provide(plain)))

    it.effect("a provider's refusal string in an error body names its alert, and stays an HttpStatusError", () =>
      Effect.gen(function* () {
        const api = yield* ApiClient
        const error = yield* Effect.flip(api.get({ service: "catalogue", path: "/projects/v1/origins", schema: Schema.Unknown }))
        expect(error._tag).toBe("HttpStatusError")
        if (error._tag !== "HttpStatusError") return
        expect(error.status).toBe(403)
        expect(error.alert?._tag).toBe("OriginNotAllowed")
        expect(messageOf(error)).toBe("HTTP status code: 403")
      }).pipe(Effect.provide(plain)))

    it.effect("an answer of the wrong shape fails with ResponseDecodeError and a readable issue", () =>
      Effect.gen(function* () {
        const api = yield* ApiClient
        const Features = Schema.Struct({ features: Schema.Array(Schema.Struct({ id: Schema.String, isEnabled: Schema.Boolean })) })
        const error = yield* Effect.flip(api.get({ service: "catalogue", path: "/appkit/v1/config", schema: Features }))
        expect(error._tag).toBe("ResponseDecodeError")
        if (error._tag !== "ResponseDecodeError") return
        expect(error.issue).toContain('["features"]')
        expect(error.issue).toContain('actual "none"')
        expect(new URL(error.url).pathname).toBe("/appkit/v1/config")

        const notJson = yield* Effect.flip(api.get({ service: "catalogue", path: "/getAnalyticsConfig", schema: Schema.Unknown }))
        expect(notJson._tag).toBe("ResponseDecodeError")
        if (notJson._tag !== "ResponseDecodeError") return
        expect(notJson.issue).toMatch(/^The body is not JSON/)
      }).pipe(Effect.provide(plain)))

    it.effect("a connection closed without an answer fails with HttpRequestError", () =>
      Effect.gen(function* () {
        const api = yield* ApiClient
        const error = yield* Effect.flip(api.get({ service: "blockchain", path: "/v1/supported-chains", schema: Schema.Unknown }))
        expect(error._tag).toBe("HttpRequestError")
        expect(messageOf(error)).toBe("Network request failed")
      }).pipe(Effect.provide(plain)))

    it.effect("a Retry-After in seconds or as an HTTP date is carried as retryAt (epoch ms); one unreadable is left out", () =>
      Effect.gen(function* () {
        const api = yield* ApiClient
        yield* TestClock.setTime(1_000)
        const get = (path: string) => Effect.flip(api.get({ service: "blockchain", path, schema: Schema.Unknown }))
        expect(yield* get("/v1/account/0xabc/balance")).toMatchObject({ _tag: "HttpStatusError", status: 429, retryAt: 31_000 })
        expect(yield* get("/v1/account/0xabc/history")).toMatchObject({ _tag: "HttpStatusError", status: 503, retryAt: 60_000 })
        const unreadable = yield* get("/v1/account/0xdef/history")
        expect(unreadable._tag === "HttpStatusError" && unreadable.retryAt).toBeUndefined()
        expect(messageOf(unreadable)).toBe("HTTP status code: 429")
      }).pipe(Effect.provide(plain)))

    it.effect("a request not answered fails with HttpTimeoutError at 10,000 ms, not at 9,999", () =>
      Effect.gen(function* () {
        const api = yield* ApiClient
        const request = yield* Effect.fork(api.get({ service: "blockchain", path: "/v1/account/0xabc/hang", schema: Schema.Unknown }))
        yield* TestClock.adjust(9_999)
        expect(Option.isNone(yield* Fiber.poll(request))).toBe(true)
        yield* TestClock.adjust(1)
        const error = yield* Effect.flip(Fiber.join(request))
        expect(error).toMatchObject({ _tag: "HttpTimeoutError", millis: 10_000 })
        expect(new URL(error._tag === "HttpTimeoutError" ? error.url : "http://x/").pathname).toBe("/v1/account/0xabc/hang")
        expect(messageOf(error)).toBe("The request timed out")
      }).pipe(Effect.provide(plain)))

    it.effect("url() is the URL a GET would use, without sending anything", () =>
      Effect.gen(function* () {
        const api = yield* ApiClient
        const image = new URL(api.url("catalogue", "/getWalletImage/img-1", { size: "md", empty: "" }))
        expect(image.pathname).toBe("/getWalletImage/img-1")
        expect([...image.searchParams.entries()]).toEqual([["size", "md"], ...IDENTITY])
        const blockchain = new URL(api.url("blockchain", "v1/supported-chains"))
        expect(blockchain.pathname).toBe("/v1/supported-chains")
        expect([...blockchain.searchParams.entries()]).toEqual([...IDENTITY, ["clientId", CLIENT_ID]])
        expect(yield* (yield* ApiRequestLog).requests).toEqual([])
      }).pipe(Effect.provide(withClientId)))
  })
