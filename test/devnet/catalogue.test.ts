/**
 * The local catalogue / project API and analytics sink over real HTTP on 127.0.0.1: first with
 * plain fetch (the wire as a browser sees it), then through the product's own REST client.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { makeApiClientConfig } from "../../core/http/ApiClientConfig.js"
import { sdkVersion } from "../../core/http/sdkVersion.js"
import { ApiClient } from "../../core/services/ApiClient.js"
import {
  DEMO_FEATURES,
  DEV_WALLET_ID,
  DEV_WALLET_RDNS,
  INVALID_KEY_MESSAGE,
  LOCAL_WALLET_ID,
  LOCAL_WALLET_NAME,
  makeCatalogue,
  ORIGIN_NOT_ALLOWED_MESSAGE,
  startCatalogue,
  TEST_PROJECT_ID
} from "../../devnet/catalogue/index.js"
import type { RunningCatalogue } from "../../devnet/catalogue/index.js"
import { ApiClientLive } from "../../layers/ApiClientLive.js"
import {
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  GetWalletsResponse,
  ProjectConfigResponse
} from "../../schemas/CatalogueApi.js"
import { WcWallet } from "../../schemas/WalletCatalogue.js"

const BITCOIN = "bip122:000000000019d6689c085ae165831e93"
const POLYGON = "eip155:137"
const SV = sdkVersion("html", ["wagmi"])

let catalogue: RunningCatalogue

beforeAll(async () => {
  catalogue = await startCatalogue()
})
afterAll(() => catalogue.stop())

const get = (path: string, query: Record<string, string> = {}, projectId: string | null = TEST_PROJECT_ID) => {
  const params = new URLSearchParams(projectId === null ? query : { projectId, st: "appkit", sv: SV, ...query })
  return fetch(`${catalogue.url}${path}?${params.toString()}`)
}

const wallets = async (query: Record<string, string>) => {
  const response = await get("/getWallets", query)
  expect(response.status).toBe(200)
  return Schema.decodeUnknownSync(GetWalletsResponse)(await response.json())
}

const trackEvent = (event: string, properties: Record<string, unknown> = { connected: false }) => ({
  eventId: crypto.randomUUID(),
  url: "http://127.0.0.1:5173/",
  domain: "127.0.0.1",
  timestamp: 1_700_000_000_000,
  props: { type: "track", event, properties }
})

const postEvent = (body: string, init: { projectId?: string; headers?: Record<string, string> } = {}) =>
  fetch(`${catalogue.url}/e?projectId=${init.projectId ?? TEST_PROJECT_ID}&st=appkit&sv=${SV}`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", ...init.headers },
    body
  })

describe("GET /getWallets", () => {
  it("pages through a catalogue of more than 500 wallets in `order`", async () => {
    const first = await wallets({ page: "1", entries: "40" })
    const second = await wallets({ page: "2", entries: "40" })
    expect(first.count).toBeGreaterThanOrEqual(500)
    expect(second.count).toBe(first.count)
    expect(first.data).toHaveLength(40)
    expect(second.data).toHaveLength(40)
    const orders = [...first.data, ...second.data].map((wallet) => wallet.order ?? -1)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect(new Set(orders).size).toBe(80)
    const firstIds = new Set(first.data.map((wallet) => wallet.id))
    expect(second.data.some((wallet) => firstIds.has(wallet.id))).toBe(false)
    const last = await wallets({ page: String(Math.ceil(first.count / 40)), entries: "40" })
    expect(last.data.length).toBe(first.count % 40 === 0 ? 40 : first.count % 40)
    expect((await wallets({ page: "999", entries: "40" })).data).toEqual([])
  })

  it("serves well-formed, unique, stable entries, the dev wallet first", async () => {
    const all = catalogue.wallets
    expect(new Set(all.map((wallet) => wallet.id)).size).toBe(all.length)
    for (const wallet of all) {
      expect(Schema.is(WcWallet)(wallet)).toBe(true)
      expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
      expect(wallet.chains?.length ?? 0).toBeGreaterThan(0)
    }
    const [dev] = (await wallets({ page: "1", entries: "1" })).data
    expect(dev).toMatchObject({ id: DEV_WALLET_ID, name: "Doorway Dev Wallet", rdns: DEV_WALLET_RDNS, order: 1 })
    const aurora = all.find((wallet) => wallet.name === "Aurora Wallet")
    expect(aurora?.rdns).toBe("app.aurora.wallet")
    const other = await startCatalogue()
    try {
      expect(other.wallets).toEqual(all)
    } finally {
      await other.stop()
    }
  })

  it("lists the demo's wallet page second, as a web wallet, when it is given, and leaves every other entry as it was", async () => {
    const url = "http://127.0.0.1:7770/wallet/"
    const withPage = await startCatalogue({ localWallet: { url } })
    try {
      const response = await fetch(`${withPage.url}/getWallets?${new URLSearchParams({ projectId: TEST_PROJECT_ID, st: "appkit", sv: SV, page: "1", entries: "4", chains: "eip155:137" })}`)
      const firstPage = Schema.decodeUnknownSync(GetWalletsResponse)(await response.json()).data
      expect(firstPage.map((wallet) => wallet.name).slice(0, 2)).toEqual(["Doorway Dev Wallet", "Doorway Local Wallet"])
      expect(firstPage[1]).toEqual({
        id: LOCAL_WALLET_ID,
        name: LOCAL_WALLET_NAME,
        badge_type: "none",
        chains: ["eip155:1", "eip155:137", "eip155:11155111"],
        homepage: url,
        image_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        order: 2,
        link_mode: null,
        mobile_link: null,
        desktop_link: null,
        webapp_link: url,
        app_store: null,
        play_store: null,
        chrome_store: null,
        rdns: null,
        injected: null
      })
      // Its image is served like every wallet's.
      const image = await fetch(`${withPage.url}/getWalletImage/${firstPage[1]?.image_id ?? ""}?${new URLSearchParams({ projectId: TEST_PROJECT_ID, st: "appkit", sv: SV })}`)
      expect([image.status, image.headers.get("content-type")]).toEqual([200, expect.stringContaining("image/svg+xml")])
      expect(withPage.wallets.filter((wallet) => wallet.id !== LOCAL_WALLET_ID)).toEqual(catalogue.wallets)
      expect(catalogue.wallets.some((wallet) => wallet.id === LOCAL_WALLET_ID || wallet.order === 2)).toBe(false)
    } finally {
      await withPage.stop()
    }
  })

  it("searches names case-insensitively", async () => {
    const aurora = await wallets({ page: "1", entries: "100", search: "  aUrOrA " })
    expect(aurora.count).toBeGreaterThan(1)
    expect(aurora.data).toHaveLength(Math.min(aurora.count, 100))
    expect(aurora.data.filter((wallet) => !wallet.name.toLowerCase().includes("aurora"))).toEqual([])
    const exact = await wallets({ page: "1", entries: "100", search: "AURORA WALLET" })
    expect(exact.data.map((wallet) => wallet.name)).toEqual(["Aurora Wallet"])
    expect((await wallets({ page: "1", entries: "100", search: "no such wallet" })).count).toBe(0)
  })

  it("keeps only included ids and drops excluded ones", async () => {
    const picked = catalogue.wallets.slice(10, 13).map((wallet) => wallet.id)
    const included = await wallets({ page: "1", entries: "10", include: picked.join(",") })
    expect(included.count).toBe(3)
    expect(included.data.map((wallet) => wallet.id).sort()).toEqual([...picked].sort())

    const all = await wallets({ page: "1", entries: "40" })
    const excluded = await wallets({ page: "1", entries: "40", exclude: [DEV_WALLET_ID, ...picked].join(",") })
    expect(excluded.count).toBe(all.count - 4)
    expect(excluded.data.some((wallet) => wallet.id === DEV_WALLET_ID || picked.includes(wallet.id))).toBe(false)

    const both = await wallets({ page: "1", entries: "10", include: picked.join(","), exclude: picked[0] ?? "" })
    expect(both.count).toBe(2)
  })

  it("keeps wallets that support any of the requested chains", async () => {
    const total = catalogue.wallets.length
    const bitcoin = await wallets({ page: "1", entries: "100", chains: BITCOIN })
    expect(bitcoin.count).toBeGreaterThan(0)
    expect(bitcoin.count).toBeLessThan(total)
    expect(bitcoin.data).toHaveLength(Math.min(bitcoin.count, 100))
    expect(bitcoin.data.filter((wallet) => !wallet.chains?.includes(BITCOIN))).toEqual([])

    const polygon = await wallets({ page: "1", entries: "1", chains: POLYGON })
    const either = await wallets({ page: "1", entries: "1", chains: `${POLYGON},${BITCOIN}` })
    const expected = catalogue.wallets.filter((wallet) => wallet.chains?.some((chain) => chain === POLYGON || chain === BITCOIN))
    expect(either.count).toBe(expected.length)
    expect(either.count).toBeGreaterThan(polygon.count)
  })

  it("filters certified wallets; `none` means no badge filter", async () => {
    const all = await wallets({ page: "1", entries: "100" })
    const certified = await wallets({ page: "1", entries: "100", badge_type: "certified" })
    expect(certified.count).toBeGreaterThan(0)
    expect(certified.count).toBeLessThan(all.count)
    expect(certified.data).toHaveLength(Math.min(certified.count, 100))
    expect(certified.data.filter((wallet) => wallet.badge_type !== "certified")).toEqual([])
    expect((await wallets({ page: "1", entries: "100", badge_type: "none" })).count).toBe(all.count)
  })

  it("refuses bad paging and filters with a 400 and a message", async () => {
    for (const [query, message] of [
      [{ page: "1", entries: "1000" }, "entries must be between 1 and 100"],
      [{ page: "1", entries: "0" }, "entries must be between 1 and 100"],
      [{ page: "1", entries: "ten" }, "entries must be between 1 and 100"],
      [{ page: "0", entries: "40" }, "page must be a positive integer"],
      [{ page: "-1", entries: "40" }, "page must be a positive integer"],
      [{ page: "1", entries: "40", badge_type: "gold" }, "badge_type must be none or certified"]
    ] as const) {
      const response = await get("/getWallets", query)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message })
    }
  })
})

describe("image endpoints", () => {
  const expectSvg = async (response: Response) => {
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("image/svg+xml")
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400")
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    return svg
  }

  it("draws each wallet's image with its initials, the same every time", async () => {
    const aurora = catalogue.wallets.find((wallet) => wallet.name === "Aurora Wallet")
    const svg = await expectSvg(await get(`/getWalletImage/${aurora?.image_id ?? ""}`))
    expect(svg).toContain(">AW</text>")
    expect(await expectSvg(await get(`/getWalletImage/${aurora?.image_id ?? ""}`))).toBe(svg)
  })

  it("answers a network's image id with its real logo, the same every time", async () => {
    const ethereum = await expectSvg(await get("/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900"))
    // The Ethereum diamond's top facet, as drawn by @web3icons/core.
    expect(ethereum).toContain('d="M12 4v5.912l5 2.237z"')
    expect(ethereum).not.toContain("</text>")
    expect(await expectSvg(await get("/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900"))).toBe(ethereum)
    const polygon = await expectSvg(await get("/public/getAssetImage/41d04d42-da3b-4453-8506-668cc0727900"))
    expect(polygon).not.toBe(ethereum)
    expect(polygon).not.toContain("</text>")
    // Sepolia is drawn with the Ethereum logo.
    expect(await expectSvg(await get("/public/getAssetImage/e909ea0a-f92a-4512-c8fc-748044ea6800"))).toBe(ethereum)
  })

  it("answers a known token symbol with its real icon, whatever its case", async () => {
    const usdc = await expectSvg(await get("/public/getTokenImage/USDC"))
    const usdt = await expectSvg(await get("/public/getTokenImage/USDT"))
    // USDC's blue disc and USDT's teal mark, as drawn by @web3icons/core.
    expect(usdc).toContain('fill="#0B53BF" d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18"')
    expect(usdt).toContain('fill="#009393"')
    expect(usdt).not.toBe(usdc)
    expect(usdc).not.toContain("</text>")
    expect(usdt).not.toContain("</text>")
    expect(await expectSvg(await get("/public/getTokenImage/usdc"))).toBe(usdc)
    // The Ethereum diamond's top facet, without the network logo's backdrop.
    expect(await expectSvg(await get("/public/getTokenImage/ETH"))).toContain('d="M12 3v6.65l5.625 2.516z"')
  })

  it("draws asset, currency and token images for any other key", async () => {
    const unknown = await expectSvg(await get("/public/getAssetImage/unknown-asset"))
    expect(unknown).toContain("<rect")
    expect(unknown).toContain(">UA</text>")
    expect(await expectSvg(await get("/public/getCurrencyImage/EUR"))).toContain(">EUR</text>")
    // The local chains' WHOLE token has no real icon.
    expect(await expectSvg(await get("/public/getTokenImage/WHOLE"))).toContain(">WHO</text>")
    const escaped = await expectSvg(await get(`/public/getTokenImage/${encodeURIComponent("<a&b>")}`))
    expect(escaped).not.toContain("<a&b>")
  })

  it("answers 404 for an unknown wallet image and still checks the project", async () => {
    const unknown = await get("/getWalletImage/00000000-0000-0000-0000-000000000000")
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: "Image not found" })
    expect((await get("/public/getTokenImage/ETH", {}, "nobody")).status).toBe(403)
  })
})

describe("project configuration", () => {
  it("answers features, origins and the analytics switch per project", async () => {
    const demo = await get("/appkit/v1/config", {}, "doorway-demo")
    expect(await demo.json()).toEqual({ features: DEMO_FEATURES })
    const test = Schema.decodeUnknownSync(ProjectConfigResponse)(await (await get("/appkit/v1/config")).json())
    expect(test.features?.length).toBeGreaterThan(0)
    expect(test.features?.filter((feature) => feature.config !== null)).toEqual([])
    expect(await (await get("/projects/v1/origins")).json()).toEqual({
      allowedOrigins: ["http://127.0.0.1:*", "http://localhost:*"]
    })
    expect(await (await get("/getAnalyticsConfig")).json()).toEqual({ isAnalyticsEnabled: true })
  })

  it("takes a runtime change on the next request, and can add a project", async () => {
    const before = catalogue.project(TEST_PROJECT_ID)
    try {
      catalogue.setProject(TEST_PROJECT_ID, {
        analyticsEnabled: false,
        allowedOrigins: [],
        features: [{ id: "swap", isEnabled: false, config: [] }]
      })
      expect(await (await get("/getAnalyticsConfig")).json()).toEqual({ isAnalyticsEnabled: false })
      expect(await (await get("/projects/v1/origins")).json()).toEqual({ allowedOrigins: [] })
      expect(await (await get("/appkit/v1/config")).json()).toEqual({ features: [{ id: "swap", isEnabled: false, config: [] }] })

      catalogue.setProject("added-later", { allowedOrigins: ["https://*.example"] })
      expect(await (await get("/projects/v1/origins", {}, "added-later")).json()).toEqual({ allowedOrigins: ["https://*.example"] })
      expect(catalogue.removeProject("added-later")).toBe(true)
      expect((await get("/projects/v1/origins", {}, "added-later")).status).toBe(403)
    } finally {
      if (before !== undefined) catalogue.setProject(TEST_PROJECT_ID, before)
    }
  })

  it("answers the queued failures, in order, then serves normally", async () => {
    catalogue.failNext("/projects/v1/origins", 429)
    catalogue.failNext("/projects/v1/origins", 503)
    const first = await get("/projects/v1/origins")
    const second = await get("/projects/v1/origins")
    const third = await get("/projects/v1/origins")
    expect([first.status, second.status, third.status]).toEqual([429, 503, 200])
    expect(first.headers.get("access-control-allow-origin")).toBe("*")
    expect(await first.json()).toHaveProperty("message")
    catalogue.failNext("/getWallets", 500, 2)
    expect((await get("/getWallets")).status).toBe(500)
    expect((await get("/getAnalyticsConfig")).status).toBe(200)
    expect((await get("/getWallets")).status).toBe(500)
    expect((await get("/getWallets")).status).toBe(200)
  })
})

describe("project id check", () => {
  const paths = [
    "/getWallets",
    "/getWalletImage/x",
    "/public/getAssetImage/x",
    "/public/getCurrencyImage/USD",
    "/public/getTokenImage/ETH",
    "/appkit/v1/config",
    "/projects/v1/origins",
    "/getAnalyticsConfig"
  ]

  it.each(paths)("GET %s refuses an unknown project with the provider string", async (path) => {
    const response = await get(path, {}, "not-a-project")
    expect(response.status).toBe(403)
    expect(await response.text()).toBe(`{"message":"${INVALID_KEY_MESSAGE}"}`)
  })

  it.each(paths)("GET %s without a projectId is a 400 with a message", async (path) => {
    const response = await get(path, { page: "1" }, null)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: "projectId is required" })
  })

  it("POST /e checks the project too", async () => {
    const unknown = await postEvent(JSON.stringify(trackEvent("MODAL_OPEN")), { projectId: "not-a-project" })
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toEqual({ message: INVALID_KEY_MESSAGE })
    const missing = await fetch(`${catalogue.url}/e`, { method: "POST", body: JSON.stringify(trackEvent("MODAL_OPEN")) })
    expect(missing.status).toBe(400)
  })
})

describe("POST /e", () => {
  it("keeps track and telemetry events, whatever the content type says", async () => {
    catalogue.analytics.clear()
    const open = trackEvent("MODAL_OPEN")
    const telemetry = {
      eventId: crypto.randomUUID(),
      url: "http://127.0.0.1:5173/",
      domain: "127.0.0.1",
      timestamp: "2024-01-01T00:00:00.000Z",
      props: { type: "error", event: "API_ERROR", errorType: "Error", errorMessage: "boom", stackTrace: "at x" }
    }
    const first = await postEvent(JSON.stringify(open))
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({})
    const second = await postEvent(JSON.stringify(telemetry), { headers: { "content-type": "application/json" } })
    expect(second.status).toBe(200)
    expect(catalogue.analytics.events()).toEqual([open, telemetry])
    expect(catalogue.analytics.records()[0]).toMatchObject({ projectId: TEST_PROJECT_ID, sdkType: "appkit", sdkVersion: SV })
    catalogue.analytics.clear()
    expect(catalogue.analytics.events()).toEqual([])
  })

  it("refuses malformed bodies with a 400 and keeps serving", async () => {
    catalogue.analytics.clear()
    const malformed = [
      "{not json",
      "",
      "[]",
      JSON.stringify({ eventId: "x" }),
      JSON.stringify({ ...trackEvent("MODAL_OPEN"), timestamp: "yesterday" }),
      // Bodies are checked against the event catalogue: unknown names and wrong properties are refused.
      JSON.stringify(trackEvent("NOT_AN_EVENT")),
      JSON.stringify(trackEvent("CONNECT_SUCCESS", { method: "telepathy", name: "x" }))
    ]
    for (const body of malformed) {
      const response = await postEvent(body)
      expect(response.status).toBe(400)
      expect((await response.json()) as unknown).toHaveProperty("message")
    }
    expect(catalogue.analytics.events()).toEqual([])
    expect((await get("/getAnalyticsConfig")).status).toBe(200)
    expect((await postEvent(JSON.stringify(trackEvent("MODAL_CLOSE")))).status).toBe(200)
  })

  it("refuses a browser origin missing from the project's allowlist", async () => {
    catalogue.analytics.clear()
    const allowed = await postEvent(JSON.stringify(trackEvent("MODAL_OPEN")), { headers: { origin: "http://localhost:5173" } })
    expect(allowed.status).toBe(200)
    const refused = await postEvent(JSON.stringify(trackEvent("MODAL_OPEN")), { headers: { origin: "https://elsewhere.example" } })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ message: ORIGIN_NOT_ALLOWED_MESSAGE })
    expect(catalogue.analytics.records().map((record) => record.origin)).toEqual(["http://localhost:5173"])
  })
})

describe("HTTP edges", () => {
  it("answers unknown paths and methods with a JSON 404", async () => {
    for (const response of [await get("/nowhere"), await fetch(`${catalogue.url}/e?projectId=${TEST_PROJECT_ID}`)]) {
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: "Not found" })
      expect(response.headers.get("access-control-allow-origin")).toBe("*")
    }
  })

  it("answers CORS preflights and allows any origin on every answer", async () => {
    const preflight = await fetch(`${catalogue.url}/e?projectId=${TEST_PROJECT_ID}`, {
      method: "OPTIONS",
      headers: { origin: "http://127.0.0.1:5173", "access-control-request-method": "POST", "access-control-request-headers": "content-type" }
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*")
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST")
    expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type")
    for (const response of [await get("/getWallets", { page: "1", entries: "1" }), await get("/getWallets", {}, "x"), await get("/getWallets", { entries: "1000" })]) {
      expect(response.headers.get("access-control-allow-origin")).toBe("*")
    }
  })

  it("survives odd query strings", async () => {
    const response = await fetch(`${catalogue.url}/getWallets?projectId=${TEST_PROJECT_ID}&page=1&entries=5&search=%E0%A4%A&chains=,,&include=`)
    expect(response.status).toBe(200)
    expect((await get("/getAnalyticsConfig")).status).toBe(200)
  })

  it("names a busy port in its error", async () => {
    await expect(startCatalogue({ port: catalogue.port })).rejects.toMatchObject({
      _tag: "CataloguePortInUse",
      message: `catalogue: port ${catalogue.port} is in use`
    })
    expect((await get("/getAnalyticsConfig")).status).toBe(200)
  })

  it.live("as an Effect, lives exactly as long as its scope", () =>
    Effect.gen(function* () {
      const url = yield* Effect.scoped(
        Effect.gen(function* () {
          const scoped = yield* makeCatalogue({ projects: [{ projectId: "scoped-only", analyticsEnabled: false }] })
          const response = yield* Effect.promise(() => fetch(`${scoped.url}/getAnalyticsConfig?projectId=scoped-only`))
          expect(yield* Effect.promise(() => response.json())).toEqual({ isAnalyticsEnabled: false })
          const other = yield* Effect.promise(() => fetch(`${scoped.url}/getAnalyticsConfig?projectId=${TEST_PROJECT_ID}`))
          expect(other.status).toBe(403)
          return scoped.url
        })
      )
      const after = yield* Effect.promise(() => fetch(`${url}/getAnalyticsConfig?projectId=scoped-only`).then(() => "answered", () => "refused"))
      expect(after).toBe("refused")
    })
  )
})

describe("through the product's REST client", () => {
  const withClient = <A, E>(projectId: string, program: Effect.Effect<A, E, ApiClient>) =>
    program.pipe(
      Effect.provide(
        ApiClientLive(
          makeApiClientConfig({
            projectId,
            sdkVersion: SV,
            baseUrls: { catalogue: catalogue.url, analytics: catalogue.url, blockchain: catalogue.url }
          })
        )
      )
    )

  it.live("reads wallets, configuration and origins with the wire schemas", () =>
    withClient(
      TEST_PROJECT_ID,
      Effect.gen(function* () {
        const api = yield* ApiClient
        const page = yield* api.get({
          service: "catalogue",
          path: "/getWallets",
          query: { page: "2", entries: "40", chains: POLYGON, search: "", exclude: undefined },
          schema: GetWalletsResponse
        })
        expect(page.data).toHaveLength(40)
        expect(page.data.filter((wallet) => !wallet.chains?.includes(POLYGON))).toEqual([])
        const config = yield* api.get({ service: "catalogue", path: "/appkit/v1/config", schema: ProjectConfigResponse })
        expect(config.features?.map((feature) => feature.id)).toContain("social_login")
        const origins = yield* api.get({ service: "catalogue", path: "/projects/v1/origins", schema: AllowedOriginsResponse })
        expect(origins.allowedOrigins).toContain("http://localhost:*")
        const analytics = yield* api.get({ service: "catalogue", path: "/getAnalyticsConfig", schema: AnalyticsConfigResponse })
        expect(analytics.isAnalyticsEnabled).toBe(true)
      })
    )
  )

  it.live("an unknown project fails with status 403 and the Invalid Project ID alert", () =>
    withClient(
      "not-a-project",
      Effect.gen(function* () {
        const api = yield* ApiClient
        const error = yield* Effect.flip(api.get({ service: "catalogue", path: "/getWallets", query: { page: 1, entries: 4 }, schema: GetWalletsResponse }))
        expect(error._tag).toBe("HttpStatusError")
        if (error._tag !== "HttpStatusError") return
        expect(error.status).toBe(403)
        expect(error.alert?._tag).toBe("InvalidProjectId")
      })
    )
  )

  it.live("queued failures reach the client as status errors", () =>
    withClient(
      TEST_PROJECT_ID,
      Effect.gen(function* () {
        catalogue.failNext("/projects/v1/origins", 429)
        const api = yield* ApiClient
        const error = yield* Effect.flip(api.get({ service: "catalogue", path: "/projects/v1/origins", schema: AllowedOriginsResponse }))
        expect(error).toMatchObject({ _tag: "HttpStatusError", status: 429 })
      })
    )
  )

  it.live("posts analytics events the sink keeps", () =>
    withClient(
      TEST_PROJECT_ID,
      Effect.gen(function* () {
        catalogue.analytics.clear()
        const api = yield* ApiClient
        const event = trackEvent("CONNECT_SUCCESS", { method: "browser", name: "Doorway Dev Wallet" })
        yield* api.post({ service: "analytics", path: "/e", body: event, schema: Schema.Unknown })
        expect(catalogue.analytics.events()).toEqual([event])
        expect(catalogue.analytics.records()[0]).toMatchObject({ projectId: TEST_PROJECT_ID, sdkType: "appkit", sdkVersion: SV })
      })
    )
  )
})
