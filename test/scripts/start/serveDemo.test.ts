import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { serveDemo, withManifest, type DemoServer } from "../../../scripts/start/serveDemo.js"

const PAGE = "<!doctype html><html><head><title>Demo</title></head><body></body></html>"

describe("withManifest", () => {
  it("puts devnet.json in the page's head as a JSON script that reads back to the same value", () => {
    const manifest = { projectId: "p", note: "</script><script>alert(1)</script>" }
    const page = withManifest(PAGE, JSON.stringify(manifest))
    const match = /<script type="application\/json" id="devnet-manifest">(.*?)<\/script><\/head>/.exec(page)
    expect(match).not.toBeNull()
    // No `<` inside the element: the manifest's text cannot close it.
    expect(match![1]).not.toContain("<")
    expect(JSON.parse(match![1]!)).toEqual(manifest)
  })

  it("leaves the page as it is without a manifest", () => {
    expect(withManifest(PAGE, undefined)).toBe(PAGE)
  })
})

describe("serveDemo", () => {
  let dir: string
  let server: DemoServer
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "doorway-serve-"))
    await writeFile(join(dir, "index.html"), PAGE)
    await writeFile(join(dir, "devnet.json"), JSON.stringify({ projectId: "local" }))
    await writeFile(join(dir, "app.js"), "export {}")
    await mkdir(join(dir, "assets"))
    await writeFile(join(dir, "assets", "Effect-DFu5Sovp.js"), "export {}")
    await writeFile(join(dir, "assets", "AccountErrors-BI5Cc-8o.js"), "export {}")
    await writeFile(join(dir, "assets", "site-wtMs7OFF.css"), "body{}")
    await mkdir(join(dir, "wallet"))
    await writeFile(join(dir, "wallet", "index.html"), PAGE.replace("Demo", "Wallet"))
    server = await serveDemo(dir)
  })
  afterAll(async () => {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  it("serves each page with devnet.json inline and other files as they are", async () => {
    const page = await (await fetch(`${server.url}/`)).text()
    expect(page).toContain(`<script type="application/json" id="devnet-manifest">{"projectId":"local"}</script></head>`)
    expect(await (await fetch(`${server.url}/app.js`)).text()).toBe("export {}")
    expect(await (await fetch(`${server.url}/devnet.json`)).json()).toEqual({ projectId: "local" })
  })

  it("lets the browser keep the build's hashed chunks for good; pages, devnet.json and unhashed files are asked for each time", async () => {
    const caching = async (path: string) => {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status).toBe(200)
      return response.headers.get("cache-control")
    }
    const kept = "public, max-age=31536000, immutable"
    expect(await caching("/assets/Effect-DFu5Sovp.js")).toBe(kept)
    expect(await caching("/assets/AccountErrors-BI5Cc-8o.js")).toBe(kept)
    expect(await caching("/assets/site-wtMs7OFF.css")).toBe(kept)
    for (const path of ["/", "/wallet/", "/devnet.json", "/app.js"]) expect(await caching(path)).toBe("no-store")
  })

  it("reads a hashed chunk from disk once and serves it from memory after; unhashed files are read afresh, and a missing chunk is not found", async () => {
    const text = async (path: string) => (await fetch(`${server.url}${path}`)).text()
    expect(await text("/assets/AccountErrors-BI5Cc-8o.js")).toBe("export {}")
    // Rewritten on disk under the same name (a build never does this): the bytes first read stay.
    await writeFile(join(dir, "assets", "AccountErrors-BI5Cc-8o.js"), "export const changed = 1")
    expect(await text("/assets/AccountErrors-BI5Cc-8o.js")).toBe("export {}")
    await writeFile(join(dir, "app.js"), "export const changed = 1")
    expect(await text("/app.js")).toBe("export const changed = 1")
    await writeFile(join(dir, "app.js"), "export {}")
    const missing = await fetch(`${server.url}/assets/Missing-AAAAAAAA.js`)
    expect(missing.status).toBe(404)
    // Once it exists it is served: a failed read is not kept.
    await writeFile(join(dir, "assets", "Missing-AAAAAAAA.js"), "export {}")
    expect(await text("/assets/Missing-AAAAAAAA.js")).toBe("export {}")
  })

  it("serves a directory's index.html at its URL with a trailing slash (the wallet page's wallet/), and redirects to it without one", async () => {
    const page = await (await fetch(`${server.url}/wallet/`)).text()
    expect(page).toContain("<title>Wallet</title>")
    expect(page).toContain(`<script type="application/json" id="devnet-manifest">{"projectId":"local"}</script></head>`)
    // Without the slash, a redirect to it (the query kept: the wallet page's ?uri=).
    const redirect = await fetch(`${server.url}/wallet?uri=wc%3Ax`, { redirect: "manual" })
    expect([redirect.status, redirect.headers.get("location")]).toEqual([301, "/wallet/?uri=wc%3Ax"])
  })

  it("answers a page's universal link (<page>/wc?…) with the page and the same query, and nothing else named wc", async () => {
    const opened = await fetch(`${server.url}/wallet/wc?uri=wc%3Ax%402%3Frelay-protocol%3Dirn`, { redirect: "manual" })
    expect([opened.status, opened.headers.get("location")]).toEqual([302, "/wallet/?uri=wc%3Ax%402%3Frelay-protocol%3Dirn"])
    // The SDK's link for each request, to bring the wallet forward.
    const request = await fetch(`${server.url}/wallet/wc?requestId=1&sessionTopic=ab`, { redirect: "manual" })
    expect([request.status, request.headers.get("location")]).toEqual([302, "/wallet/?requestId=1&sessionTopic=ab"])
    const followed = await fetch(`${server.url}/wallet/wc?uri=x`)
    expect([followed.status, new URL(followed.url).pathname]).toEqual([200, "/wallet/"])
    expect(await followed.text()).toContain("<title>Wallet</title>")
    // No page in the directory: not found, as any missing file.
    expect((await fetch(`${server.url}/assets/wc`, { redirect: "manual" })).status).toBe(404)
  })
})

describe("serveDemo with ?csp=strict", () => {
  let dir: string
  let server: DemoServer
  const manifest = {
    catalogue: { url: "http://127.0.0.1:4001" },
    data: { url: "http://127.0.0.1:4002/" },
    evm: [{ rpcUrl: "http://127.0.0.1:4003/rpc" }, { rpcUrl: "http://127.0.0.1:4004/rpc" }],
    solana: { rpcUrl: "http://127.0.0.1:4005", wsUrl: "ws://127.0.0.1:4006" },
    bitcoin: { esploraUrl: "http://127.0.0.1:4007/api" },
    relay: { url: "ws://127.0.0.1:4008" },
    secureSite: { url: "http://127.0.0.1:4009" }
  }
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "doorway-serve-csp-"))
    await writeFile(join(dir, "index.html"), PAGE)
    server = await serveDemo(dir, 0, { manifest: () => JSON.stringify(manifest) })
  })
  afterAll(async () => {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  it("serves the page under a strict policy naming the stand-ins, with a fresh nonce per response in its csp-nonce meta", async () => {
    const nonceOf = async () => {
      const response = await fetch(`${server.url}/?csp=strict`)
      const page = await response.text()
      const nonce = /<meta name="csp-nonce" content="([\w+/=]{24})"><\/head>/.exec(page)?.[1]
      expect(nonce).toBeDefined()
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'none'; script-src 'self'; " +
          `style-src 'self' 'nonce-${nonce}'; ` +
          "img-src 'self' data: http://127.0.0.1:4001 http://127.0.0.1:4002; " +
          "connect-src 'self' http://127.0.0.1:4001 http://127.0.0.1:4002 http://127.0.0.1:4003 http://127.0.0.1:4004 " +
          "http://127.0.0.1:4005 ws://127.0.0.1:4006 http://127.0.0.1:4007 ws://127.0.0.1:4008 http://127.0.0.1:4009; " +
          "frame-src http://127.0.0.1:4009; font-src 'self'"
      )
      return nonce
    }
    expect(await nonceOf()).not.toBe(await nonceOf())
    const plain = await fetch(`${server.url}/`)
    expect(plain.headers.get("content-security-policy")).toBeNull()
    expect(await plain.text()).not.toContain("csp-nonce")
  })
})

describe("serveDemo with a manifest of its own", () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "doorway-serve-own-"))
    await writeFile(join(dir, "index.html"), PAGE)
    // Another stack's, in the shared build's folder: never served by a server that has its own.
    await writeFile(join(dir, "devnet.json"), JSON.stringify({ projectId: "other-stack" }))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it("serves its own devnet.json and puts it in each page, never the folder's; until it is known, none", async () => {
    let manifest: string | undefined
    const server = await serveDemo(dir, 0, { manifest: () => manifest })
    try {
      const devnetJson = await fetch(`${server.url}/devnet.json`)
      expect([devnetJson.status, devnetJson.headers.get("cache-control")]).toEqual([404, "no-store"])
      expect(await (await fetch(`${server.url}/`)).text()).toBe(PAGE)

      manifest = JSON.stringify({ projectId: "this-stack" })
      const served = await fetch(`${server.url}/devnet.json`)
      expect([served.status, served.headers.get("cache-control"), await served.json()]).toEqual([200, "no-store", { projectId: "this-stack" }])
      expect(await (await fetch(`${server.url}/`)).text()).toContain(`id="devnet-manifest">{"projectId":"this-stack"}</script></head>`)
    } finally {
      await server.close()
    }
  })
})
