import { describe, expect, it } from "@effect/vitest"
import { Context, Deferred, Effect, Layer, Option, Ref, Schema } from "effect"
import { reportError } from "../../../core/analytics/reportError.js"
import { trackEvent } from "../../../core/analytics/trackEvent.js"
import { HttpRequestError, HttpStatusError, ResponseDecodeError } from "../../../core/errors/HttpErrors.js"
import { makeApiClientConfig } from "../../../core/http/ApiClientConfig.js"
import { readLogs } from "../../../core/logging/readLogs.js"
import { Analytics } from "../../../core/services/Analytics.js"
import { ApiClient } from "../../../core/services/ApiClient.js"
import type { ApiError, ApiPost } from "../../../core/services/ApiClient.js"
import * as AnalyticsLive from "../../../layers/AnalyticsLive.js"
import { AnalyticsRecorder } from "../../../layers/AnalyticsTest.js"
import { ApiClientTest, ApiRequestLog } from "../../../layers/ApiClientTest.js"
import * as LogTest from "../../../layers/LogTest.js"
import type { AnalyticsRequestBody } from "../../../schemas/AnalyticsEvent.js"
import { analyticsContract, contractPage } from "./analyticsContract.js"

type Post = ApiPost<unknown, unknown>

/** An ApiClient that records posts and answers each with `reply` (default: an empty 200). */
const scriptedApi = (reply: (request: Post) => Effect.Effect<unknown, ApiError> = () => Effect.succeed(undefined)) =>
  Layer.effectContext(
    Effect.gen(function* () {
      const posts = yield* Ref.make<ReadonlyArray<Post>>([])
      const api = ApiClient.of({
        get: () => Effect.dieMessage("analytics never reads"),
        post: <A, I>(request: ApiPost<A, I>) =>
          Ref.update(posts, (all) => [...all, request as Post]).pipe(
            Effect.zipRight(reply(request as Post)),
            Effect.flatMap((json) =>
              Schema.decodeUnknown(request.schema)(json).pipe(
                Effect.mapError((error) => new ResponseDecodeError({ url: request.path, issue: error.message }))
              )
            )
          ),
        url: (service, path) => `${service}${path}`
      })
      const recorder = { sent: Effect.map(Ref.get(posts), (all) => all.map((post) => post.body as AnalyticsRequestBody)) }
      return Context.make(ApiClient, api).pipe(Context.add(AnalyticsRecorder, recorder), Context.add(PostLog, posts))
    })
  )

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** Runs `effect` on a page without `crypto.randomUUID` (outside a secure context), then puts it back. */
const withoutRandomUuid = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.suspend(() => {
    const randomUUID = globalThis.crypto.randomUUID
    Object.defineProperty(globalThis.crypto, "randomUUID", { value: undefined, configurable: true, writable: true })
    return effect.pipe(
      Effect.ensuring(Effect.sync(() => Object.defineProperty(globalThis.crypto, "randomUUID", { value: randomUUID, configurable: true, writable: true })))
    )
  })

class PostLog extends Context.Tag("test/PostLog")<PostLog, Ref.Ref<ReadonlyArray<Post>>>() {}

const live = (reply?: (request: Post) => Effect.Effect<unknown, ApiError>) =>
  AnalyticsLive.layer({ consent: true, page: Effect.succeed(Option.some(contractPage)) }).pipe(Layer.provideMerge(scriptedApi(reply)))

analyticsContract("AnalyticsLive", (options) =>
  AnalyticsLive.layer({
    enabled: options.enabled,
    consent: options.consent,
    page: Effect.succeed(Option.fromNullable(options.page))
  }).pipe(Layer.provideMerge(scriptedApi()))
)

describe("AnalyticsLive", () => {
  it.effect("posts each body as JSON to /e of the analytics service", () =>
    Effect.gen(function* () {
      yield* trackEvent({ type: "track", event: "CLICK_ALL_WALLETS" })
      yield* (yield* Analytics).flush
      const [post, ...rest] = yield* Ref.get(yield* PostLog)
      expect(rest).toEqual([])
      expect(post?.service).toBe("analytics")
      expect(post?.path).toBe("/e")
      expect(post?.query).toBeUndefined()
      expect(post?.body).toMatchObject({ props: { type: "track", event: "CLICK_ALL_WALLETS" } })
    }).pipe(Effect.provide(live())))

  it.effect("carries projectId, st and sv in the query of the real URL rules", () =>
    Effect.gen(function* () {
      yield* trackEvent({ type: "track", event: "CLICK_ALL_WALLETS" })
      yield* (yield* Analytics).flush
      const [request] = yield* (yield* ApiRequestLog).requests
      expect(request?.method).toBe("POST")
      expect(request?.path).toBe("/e")
      expect(request?.query).toEqual([
        ["projectId", "p1"],
        ["st", "appkit"],
        ["sv", "html-core-1.7.16"]
      ])
      expect(request?.body).toMatchObject({ url: contractPage.url, domain: contractPage.domain })
    }).pipe(
      Effect.provide(
        AnalyticsLive.layer({ consent: true, page: Effect.succeed(Option.some(contractPage)) }).pipe(
          Layer.provideMerge(
            ApiClientTest(makeApiClientConfig({ projectId: "p1", sdkVersion: "html-core-1.7.16" }), {
              "POST /e": () => ({ status: 202 })
            })
          )
        )
      )
    ))

  it.effect("ignores the answer, whatever its shape", () =>
    Effect.gen(function* () {
      expect(yield* trackEvent({ type: "track", event: "CLICK_ALL_WALLETS" })).toBe("Sent")
      yield* (yield* Analytics).flush
      expect(yield* readLogs).toEqual([])
    }).pipe(
      Effect.provide(live(() => Effect.succeed({ unexpected: ["shape"] }))),
      Effect.provide(LogTest.layer({ level: "warn" }))
    ))

  it.effect("swallows a failed post and logs it", () =>
    Effect.gen(function* () {
      expect(yield* trackEvent({ type: "track", event: "CLICK_ALL_WALLETS" })).toBe("Sent")
      yield* (yield* Analytics).flush
      const lines = yield* readLogs
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain("WARN Analytics CLICK_ALL_WALLETS not delivered: HttpStatusError")
    }).pipe(
      Effect.provide(live(() => Effect.fail(new HttpStatusError({ status: 500, url: "/e" })))),
      Effect.provide(LogTest.layer({ level: "warn" }))
    ))

  it.effect("returns before the post is answered", () =>
    Effect.gen(function* () {
      const answer = yield* Deferred.make<void>()
      yield* Effect.gen(function* () {
        expect(yield* trackEvent({ type: "track", event: "CLICK_ALL_WALLETS" })).toBe("Sent")
        const posts = yield* PostLog
        yield* Effect.yieldNow()
        expect(yield* Ref.get(posts)).toHaveLength(1)
        yield* Deferred.succeed(answer, undefined)
        yield* (yield* Analytics).flush
      }).pipe(Effect.provide(live(() => Deferred.await(answer))))
    }))

  it.effect("reads the enabled setting at each event", () =>
    Effect.gen(function* () {
      expect(yield* trackEvent({ type: "track", event: "CLICK_ALL_WALLETS" })).toBe("Disabled")
      yield* Ref.set((yield* Analytics).enabled, true)
      expect(yield* trackEvent({ type: "track", event: "CLICK_ALL_WALLETS" })).toBe("Sent")
    }).pipe(
      Effect.provide(
        AnalyticsLive.layer({ enabled: false, consent: true, page: Effect.succeed(Option.some(contractPage)) }).pipe(Layer.provideMerge(scriptedApi()))
      )
    ))

  it.effect("sends nothing where there is no browser location", () =>
    Effect.gen(function* () {
      expect(yield* AnalyticsLive.browserPage).toEqual(Option.none())
      expect(yield* trackEvent({ type: "track", event: "INITIALIZE", properties: {} })).toBe("NoPage")
    }).pipe(Effect.provide(AnalyticsLive.layer({ consent: true }).pipe(Layer.provideMerge(scriptedApi())))))

  it.effect("has no consent unless told: nothing is posted, not even INITIALIZE or an error report", () =>
    Effect.gen(function* () {
      expect(yield* trackEvent({ type: "track", event: "INITIALIZE", properties: {} })).toBe("NoConsent")
      expect(yield* reportError("INTERNAL_SDK_ERROR", new Error("boom"))).toBe("NoConsent")
      yield* (yield* Analytics).flush
      expect(yield* Ref.get(yield* PostLog)).toEqual([])
    }).pipe(Effect.provide(AnalyticsLive.layer({ page: Effect.succeed(Option.some(contractPage)) }).pipe(Layer.provideMerge(scriptedApi())))))

  it.effect("makes random UUID v4 ids", () =>
    Effect.gen(function* () {
      const ids = yield* Effect.all(Array.from({ length: 20 }, () => AnalyticsLive.randomUuid))
      for (const id of ids) expect(id).toMatch(UUID_V4)
      expect(new Set(ids).size).toBe(20)
    }))

  it.effect("makes them from random bytes where crypto.randomUUID is missing (a page outside a secure context)", () =>
    Effect.gen(function* () {
      const ids = yield* withoutRandomUuid(Effect.all(Array.from({ length: 20 }, () => AnalyticsLive.randomUuid)))
      for (const id of ids) expect(id).toMatch(UUID_V4)
      expect(new Set(ids).size).toBe(20)
      expect(typeof globalThis.crypto.randomUUID).toBe("function")
    }))

  it.effect("an id whose formatting code cannot be fetched fails with HttpRequestError; the next one fetches it again", () =>
    Effect.gen(function* () {
      let loads = 0
      const uuid = AnalyticsLive.makeRandomUuid(() => (++loads === 1 ? Promise.reject(new TypeError("Failed to fetch")) : import("../../../core/analytics/formatUuidV4.js")))
      const [failed, made] = yield* withoutRandomUuid(Effect.all([Effect.flip(uuid), uuid]))
      expect(failed._tag).toBe("HttpRequestError")
      expect(made).toMatch(UUID_V4)
      expect(loads).toBe(2)
    }))

  it.effect("an event whose id cannot be made is dropped with a warning (NoEventId): nothing is posted and the flow that tracked it goes on", () =>
    Effect.gen(function* () {
      const analytics = yield* Analytics
      const withoutIds = Analytics.of({ ...analytics, newEventId: Effect.fail(new HttpRequestError({ url: "formatUuidV4", cause: new TypeError("Failed to fetch") })) })
      expect(yield* trackEvent({ type: "track", event: "CLICK_ALL_WALLETS" }).pipe(Effect.provideService(Analytics, withoutIds))).toBe("NoEventId")
      yield* analytics.flush
      expect(yield* (yield* AnalyticsRecorder).sent).toEqual([])
      expect(yield* readLogs).toEqual([expect.stringContaining("WARN Analytics event CLICK_ALL_WALLETS dropped: no event id could be made")])
    }).pipe(Effect.provide(live()), Effect.provide(LogTest.layer({ level: "warn" }))))
})
