import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { JsonRpcError, startJsonRpcHttpServer, type JsonRpcHttpServer } from "../../../devnet/net/jsonRpcHttpServer.js"

let server: JsonRpcHttpServer
const calls: Array<unknown> = []

beforeAll(async () => {
  server = await startJsonRpcHttpServer({
    service: "test",
    methods: {
      echo: (params) => params,
      record: (params) => {
        calls.push(params)
        return true
      },
      big: () => 2n ** 40n,
      refuse: () => {
        throw new JsonRpcError(-32002, "refused", { logs: ["a"] })
      },
      crash: () => {
        throw new Error("boom")
      },
      slow: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        return "late"
      }
    }
  })
})

afterAll(() => server.stop())

const post = async (body: string) => {
  const response = await fetch(server.url, { method: "POST", headers: { "content-type": "application/json" }, body })
  const text = await response.text()
  return { status: response.status, headers: response.headers, json: text === "" ? undefined : (JSON.parse(text) as unknown) }
}

describe("startJsonRpcHttpServer", () => {
  it("answers a request with its id and result (bigints as numbers)", async () => {
    expect((await post(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "echo", params: [1, "a"] }))).json).toEqual({
      jsonrpc: "2.0",
      id: 1,
      result: [1, "a"]
    })
    expect((await post(JSON.stringify({ jsonrpc: "2.0", id: "x", method: "big" }))).json).toEqual({ jsonrpc: "2.0", id: "x", result: 2 ** 40 })
  })

  it("maps parse errors, invalid requests, unknown methods and failures to their codes", async () => {
    expect((await post("{oops")).json).toMatchObject({ id: null, error: { code: -32700 } })
    expect((await post("[]")).json).toMatchObject({ error: { code: -32600 } })
    expect((await post("42")).json).toMatchObject({ error: { code: -32600 } })
    expect((await post(JSON.stringify({ jsonrpc: "2.0", id: 2, method: "nope" }))).json).toMatchObject({ id: 2, error: { code: -32601 } })
    expect((await post(JSON.stringify({ jsonrpc: "2.0", id: 3, method: "refuse" }))).json).toEqual({
      jsonrpc: "2.0",
      id: 3,
      error: { code: -32002, message: "refused", data: { logs: ["a"] } }
    })
    expect((await post(JSON.stringify({ jsonrpc: "2.0", id: 4, method: "crash" }))).json).toMatchObject({
      id: 4,
      error: { code: -32603, message: "Internal error: boom" }
    })
    // Method names are looked up as own properties only.
    expect((await post(JSON.stringify({ jsonrpc: "2.0", id: 5, method: "toString" }))).json).toMatchObject({ error: { code: -32601 } })
  })

  it("answers batches in order and runs notifications without replying", async () => {
    const batch = await post(
      JSON.stringify([
        { jsonrpc: "2.0", id: 1, method: "slow" },
        { jsonrpc: "2.0", method: "record", params: ["quiet"] },
        { jsonrpc: "2.0", id: 2, method: "echo", params: ["b"] }
      ])
    )
    expect(batch.json).toEqual([
      { jsonrpc: "2.0", id: 1, result: "late" },
      { jsonrpc: "2.0", id: 2, result: ["b"] }
    ])
    expect(calls).toContainEqual(["quiet"])
    const onlyNotification = await post(JSON.stringify({ jsonrpc: "2.0", method: "record", params: ["again"] }))
    expect(onlyNotification.status).toBe(204)
  })

  it("lets browser pages on other origins call it", async () => {
    const preflight = await fetch(server.url, { method: "OPTIONS", headers: { origin: "http://127.0.0.1:5173" } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*")
    const reply = await post(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "echo" }))
    expect(reply.headers.get("access-control-allow-origin")).toBe("*")
    expect(await (await fetch(`${server.url}/health`)).text()).toBe("ok")
  })
})
