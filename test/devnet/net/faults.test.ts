/**
 * The fault module over real HTTP on 127.0.0.1: a plain server and a JSON-RPC server wrapped
 * once each, seen from a plain client. Each fault kind as a client meets it, recovery, `times`,
 * routes by path and by JSON-RPC method, WebSocket handshakes, and the admin route's refusals.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { WebSocket, WebSocketServer } from "ws"
import { startJsonRpcHttpServer, type JsonRpcHttpServer } from "../../../devnet/net/jsonRpcHttpServer.js"
import { isLoopbackPeer } from "../../../devnet/net/faults/faultsAdmin.js"
import { clearFaults, listFaults, setFault } from "../../../devnet/net/faults/faultsClient.js"
import { makeFaultRegistry } from "../../../devnet/net/faults/FaultRegistry.js"
import { withFaults } from "../../../devnet/net/faults/withFaults.js"

let plain: { readonly url: string; readonly faultsUrl: string; readonly close: () => Promise<void> }
let rpc: JsonRpcHttpServer
let rpcFaultsUrl: string

/** A server answering "ok <path>" (and WebSocket handshakes), with faults in front. */
const startPlain = async () => {
  const sockets = new WebSocketServer({ noServer: true })
  const server = withFaults(
    http.createServer((request, response) => response.writeHead(200, { "content-type": "text/plain" }).end(`ok ${request.url}`)),
    makeFaultRegistry()
  )
  server.on("upgrade", (request, socket, head) => sockets.handleUpgrade(request, socket, head, (client) => client.send("hello")))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    faultsUrl: `${url}/__faults`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate()
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}

beforeAll(async () => {
  plain = await startPlain()
  const faults = makeFaultRegistry()
  rpc = await startJsonRpcHttpServer({ service: "test", methods: { eth_chainId: () => "0x1", eth_getBalance: () => "0x10" }, faults })
  rpcFaultsUrl = `${rpc.url}/__faults`
})
afterAll(async () => {
  await plain.close()
  await rpc.stop()
})
afterEach(async () => {
  await clearFaults(plain.faultsUrl)
  await clearFaults(rpcFaultsUrl)
})

const get = (path: string, init?: RequestInit) => fetch(`${plain.url}${path}`, init)
const call = (body: unknown) =>
  fetch(rpc.url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
const request = (method: string, id = 1) => ({ jsonrpc: "2.0", id, method, params: [] })

/** Resolves once the fault on `route` has met `hits` requests: the request is at the stand-in, held. */
const metBy = async (faultsUrl: string, route: string, hits: number) => {
  await expect.poll(async () => (await listFaults(faultsUrl)).find((fault) => fault.route === route)?.hits).toBe(hits)
}

describe("a fault on a path prefix, seen from a plain client", () => {
  it("429 answers Too Many Requests with Retry-After (1 s unless told) and CORS a page can read", async () => {
    await setFault(plain.faultsUrl, { route: "/v1/account", fault: "429" })
    const first = await get("/v1/account/0xabc/balance")
    expect(first.status).toBe(429)
    expect(first.headers.get("retry-after")).toBe("1")
    expect(first.headers.get("access-control-allow-origin")).toBe("*")
    expect(first.headers.get("access-control-expose-headers")).toBe("retry-after")
    expect(await first.json()).toEqual({ message: "Too Many Requests" })
    await setFault(plain.faultsUrl, { route: "/v1/account", fault: "429", retryAfterSeconds: 30 })
    expect((await get("/v1/account/0xabc/balance")).headers.get("retry-after")).toBe("30")
    // Another path is served as usual.
    expect(await (await get("/v1/identity/0xabc")).text()).toBe("ok /v1/identity/0xabc")
  })

  it("500 and 503 answer their status; 503 carries Retry-After only when told", async () => {
    await setFault(plain.faultsUrl, { route: "/a", fault: "500" })
    await setFault(plain.faultsUrl, { route: "/b", fault: "503" })
    const failed = await get("/a")
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({ message: "Internal Server Error" })
    const unavailable = await get("/b")
    expect(unavailable.status).toBe(503)
    expect(unavailable.headers.get("retry-after")).toBeNull()
    await setFault(plain.faultsUrl, { route: "/b", fault: "503", retryAfterSeconds: 7 })
    expect((await get("/b")).headers.get("retry-after")).toBe("7")
  })

  it("hang holds the request until the route is cleared, then serves it", async () => {
    await setFault(plain.faultsUrl, { route: "/slowly", fault: "hang" })
    let answered = false
    const pending = get("/slowly?x=1").then(async (response) => {
      answered = true
      return { status: response.status, text: await response.text() }
    })
    await metBy(plain.faultsUrl, "/slowly", 1)
    // Held at the stand-in: another route answers meanwhile, this one does not.
    expect(await (await get("/other")).text()).toBe("ok /other")
    expect(answered).toBe(false)
    expect(await clearFaults(plain.faultsUrl, "/slowly")).toBe(1)
    expect(await pending).toEqual({ status: 200, text: "ok /slowly?x=1" })
  })

  it("slow answers as usual after delayMs", async () => {
    await setFault(plain.faultsUrl, { route: "/late", fault: "slow", delayMs: 300 })
    const started = performance.now()
    expect(await (await get("/late")).text()).toBe("ok /late")
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
  })

  it("drop closes the socket with no answer", async () => {
    await setFault(plain.faultsUrl, { route: "/", fault: "drop" })
    await expect(get("/anything")).rejects.toThrow(/fetch failed/)
  })

  it("times: the fault lifts by itself after that many requests; the list counts hits and what is left", async () => {
    await setFault(plain.faultsUrl, { route: "/twice", fault: "503", times: 2 })
    expect((await get("/twice")).status).toBe(503)
    expect(await listFaults(plain.faultsUrl)).toEqual([{ route: "/twice", fault: "503", times: 2, hits: 1, timesLeft: 1 }])
    expect((await get("/twice")).status).toBe(503)
    expect(await listFaults(plain.faultsUrl)).toEqual([])
    expect((await get("/twice")).status).toBe(200)
  })

  it("the newest fault on a path wins; DELETE recovers every route and normal answers return", async () => {
    await setFault(plain.faultsUrl, { route: "/", fault: "500" })
    await setFault(plain.faultsUrl, { route: "/v1", fault: "429" })
    expect((await get("/v1/x")).status).toBe(429)
    expect((await get("/v2/x")).status).toBe(500)
    expect(await clearFaults(plain.faultsUrl)).toBe(2)
    expect(await (await get("/v1/x")).text()).toBe("ok /v1/x")
    expect(await (await get("/v2/x")).text()).toBe("ok /v2/x")
  })

  it("a CORS preflight passes, so a page meets the fault itself", async () => {
    await setFault(plain.faultsUrl, { route: "/", fault: "503" })
    expect((await get("/v1/x", { method: "OPTIONS" })).status).toBe(200)
    expect((await listFaults(plain.faultsUrl))[0]?.hits).toBe(0)
  })
})

describe("a fault on a WebSocket handshake", () => {
  const open = (path: string) =>
    new Promise<{ readonly status?: number; readonly retryAfter?: string; readonly message?: string; readonly error?: string }>((resolve) => {
      const socket = new WebSocket(`${plain.url.replace("http", "ws")}${path}`)
      socket.once("message", (data: Buffer) => {
        resolve({ message: data.toString("utf8") })
        socket.close()
      })
      socket.once("unexpected-response", (_request, response) => {
        resolve({ status: response.statusCode, retryAfter: response.headers["retry-after"] })
        socket.terminate()
      })
      socket.once("error", (error) => resolve({ error: error.message }))
    })

  it("429 and 503 refuse the handshake with their status; drop cuts it; hang opens once cleared", async () => {
    await setFault(plain.faultsUrl, { route: "/relay", fault: "429", retryAfterSeconds: 5 })
    expect(await open("/relay?projectId=p")).toEqual({ status: 429, retryAfter: "5" })
    await setFault(plain.faultsUrl, { route: "/relay", fault: "503" })
    expect(await open("/relay")).toEqual({ status: 503, retryAfter: undefined })
    await setFault(plain.faultsUrl, { route: "/relay", fault: "drop" })
    expect((await open("/relay")).error).toMatch(/socket hang up|ECONNRESET/)
    await setFault(plain.faultsUrl, { route: "/relay", fault: "hang" })
    const held = open("/relay")
    await metBy(plain.faultsUrl, "/relay", 1)
    await clearFaults(plain.faultsUrl, "/relay")
    expect(await held).toEqual({ message: "hello" })
  })
})

describe("a fault on a JSON-RPC method", () => {
  it("meets the requests naming the method, batches included; other methods are answered", async () => {
    await setFault(rpcFaultsUrl, { route: "eth_getBalance", fault: "429", retryAfterSeconds: 2 })
    const refused = await call(request("eth_getBalance"))
    expect(refused.status).toBe(429)
    expect(refused.headers.get("retry-after")).toBe("2")
    expect((await call([request("eth_chainId", 1), request("eth_getBalance", 2)])).status).toBe(429)
    expect(await (await call(request("eth_chainId"))).json()).toEqual({ jsonrpc: "2.0", id: 1, result: "0x1" })
    // A method route never matches a path.
    expect((await fetch(`${rpc.url}/health`)).status).toBe(200)
  })

  it("hang and slow answer the held call once lifted or late; drop and 500 fail it; recovery answers", async () => {
    await setFault(rpcFaultsUrl, { route: "eth_chainId", fault: "hang" })
    const held = call(request("eth_chainId", 9)).then((response) => response.json())
    await metBy(rpcFaultsUrl, "eth_chainId", 1)
    await clearFaults(rpcFaultsUrl)
    expect(await held).toEqual({ jsonrpc: "2.0", id: 9, result: "0x1" })

    await setFault(rpcFaultsUrl, { route: "eth_chainId", fault: "slow", delayMs: 200 })
    const started = performance.now()
    expect(await (await call(request("eth_chainId"))).json()).toMatchObject({ result: "0x1" })
    expect(performance.now() - started).toBeGreaterThanOrEqual(190)

    await setFault(rpcFaultsUrl, { route: "eth_chainId", fault: "drop" })
    await expect(call(request("eth_chainId"))).rejects.toThrow(/fetch failed/)
    await setFault(rpcFaultsUrl, { route: "eth_chainId", fault: "500" })
    expect((await call(request("eth_chainId"))).status).toBe(500)
    await clearFaults(rpcFaultsUrl)
    expect(await (await call(request("eth_chainId"))).json()).toMatchObject({ result: "0x1" })
  })
})

describe("the admin route", () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(plain.faultsUrl, { method: "POST", headers: { "content-type": "application/json", ...headers }, body })

  it("refuses a malformed or unknown plan with 400 and says why, setting nothing", async () => {
    expect((await post("{not json")).status).toBe(400)
    const unknownKind = await post(JSON.stringify({ route: "/x", fault: "404" }))
    expect(unknownKind.status).toBe(400)
    expect(((await unknownKind.json()) as { message: string }).message).toContain('"429" | "500" | "503" | "hang" | "slow" | "drop"')
    expect((await post(JSON.stringify({ route: "no spaces allowed", fault: "500" }))).status).toBe(400)
    expect((await post(JSON.stringify({ route: "/x", fault: "slow", delayMs: -1 }))).status).toBe(400)
    expect((await post(JSON.stringify({ route: "/x", fault: "500", times: 0 }))).status).toBe(400)
    expect((await post(JSON.stringify({ route: "/x", fault: "500", extra: true }))).status).toBe(400)
    expect(await listFaults(plain.faultsUrl)).toEqual([])
  })

  it("refuses a web page (a request with an Origin) and other methods", async () => {
    const fromPage = await post(JSON.stringify({ route: "/x", fault: "500" }), { origin: "http://127.0.0.1:7770" })
    expect(fromPage.status).toBe(403)
    expect((await fetch(plain.faultsUrl, { method: "DELETE", headers: { origin: "https://example.com" } })).status).toBe(403)
    expect((await fetch(plain.faultsUrl, { method: "PUT" })).status).toBe(405)
    expect(await listFaults(plain.faultsUrl)).toEqual([])
  })

  it("takes only loopback peers", () => {
    for (const address of ["127.0.0.1", "127.8.0.1", "::1", "::ffff:127.0.0.1"]) expect(isLoopbackPeer(address)).toBe(true)
    for (const address of ["10.0.0.2", "192.168.1.4", "::ffff:10.0.0.2", "fe80::1", "0.0.0.0", "128.0.0.1", undefined]) {
      expect(isLoopbackPeer(address)).toBe(false)
    }
  })
})
