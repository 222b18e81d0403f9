/**
 * The Bitcoin family's balances against the real local chain's Esplora API (the dev payment key's
 * funded 5 BTC), how a failing or malformed answer fails, and how signing through a provider
 * reports the wallet's refusal.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as HttpClient from "@effect/platform/HttpClient"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { BITCOIN_DEV_FUNDING, startBitcoin } from "../../../../devnet/bitcoin/startBitcoin.js"
import type { BitcoinRegtest } from "../../../../devnet/bitcoin/startBitcoin.js"
import { makeBitcoinFamily, makeBitcoinFamilyFetch } from "../../../../layers/families/bitcoin/bitcoinFamily.js"
import { regtestNetwork } from "./regtestNetwork.js"

let regtest: BitcoinRegtest

beforeAll(async () => {
  regtest = await startBitcoin()
})

afterAll(async () => {
  await regtest?.stop()
})

/** The local chain as an app lists it: its RPC URL is its Esplora API. */
const regtestAt = (esploraUrl: string) => regtestNetwork(esploraUrl)

const FUNDED = BigInt(BITCOIN_DEV_FUNDING.paymentOutputs) * BITCOIN_DEV_FUNDING.satsPerOutput

/** A server on 127.0.0.1 that answers every request with `body` as JSON; stopped with the scope. */
const answering = (body: unknown) =>
  Effect.acquireRelease(
    Effect.async<{ readonly url: string; readonly close: () => void }>((resume) => {
      const server = createServer((_, response) => response.setHeader("content-type", "application/json").end(JSON.stringify(body)))
      server.listen(0, "127.0.0.1", () =>
        resume(Effect.succeed({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }))
      )
    }),
    ({ close }) => Effect.sync(close)
  )

describe("getBalance", () => {
  it.live("answers the dev payment key's 5 BTC in sats, and 0 for an address never paid", () =>
    Effect.gen(function* () {
      expect(FUNDED).toBe(500_000_000n)
      const family = yield* makeBitcoinFamilyFetch()
      const network = regtestAt(regtest.esploraUrl)
      expect(yield* family.getBalance(regtest.fixtures.payment.address, network)).toBe(FUNDED)
      expect(yield* family.getBalance("bcrt1qpyysjzgfpyysjzgfpyysjzgfpyysjzgfpyysjzgfpyysjzgfpyysacljvd", network)).toBe(0n)
    })
  )

  it.live("counts the mempool: funded minus spent, confirmed and unconfirmed", () =>
    Effect.gen(function* () {
      const { url } = yield* answering({
        chain_stats: { funded_txo_sum: 900, spent_txo_sum: 300 },
        mempool_stats: { funded_txo_sum: 50, spent_txo_sum: 600 }
      })
      const family = yield* makeBitcoinFamilyFetch()
      expect(yield* family.getBalance("x", regtestAt(url))).toBe(50n)
    }).pipe(Effect.scoped)
  )

  it.live("asks GET {esplora}/address/{address}, with a trailing slash of the base left out", () =>
    Effect.gen(function* () {
      const urls: Array<string> = []
      const recording = HttpClient.tapRequest(yield* HttpClient.HttpClient, (request) => Effect.sync(() => urls.push(`${request.method} ${request.url}`)))
      const family = makeBitcoinFamily(recording)
      yield* family.getBalance(regtest.fixtures.payment.address, regtestAt(`${regtest.esploraUrl}/`))
      expect(urls).toEqual([`GET ${regtest.esploraUrl}/address/${regtest.fixtures.payment.address}`])
    }).pipe(Effect.provide(FetchHttpClient.layer))
  )

  it.live("an answer of another shape fails with ResponseDecodeError", () =>
    Effect.gen(function* () {
      const { url } = yield* answering({ chain_stats: { funded_txo_sum: "12" } })
      const family = yield* makeBitcoinFamilyFetch()
      const error = yield* Effect.flip(family.getBalance("x", regtestAt(url)))
      expect(error).toMatchObject({ _tag: "ResponseDecodeError", url: `${url}/address/x` })
    }).pipe(Effect.scoped)
  )

  it.live("a server failing with 500 is asked three times more, then fails with HttpStatusError", () =>
    Effect.gen(function* () {
      regtest.faults.add({ route: "/address", fault: "500" })
      const family = yield* makeBitcoinFamilyFetch()
      const error = yield* Effect.flip(family.getBalance(regtest.fixtures.payment.address, regtestAt(regtest.esploraUrl)))
      expect(error).toMatchObject({ _tag: "HttpStatusError", status: 500 })
      expect(regtest.faults.list()[0]?.hits).toBe(4)
    }).pipe(Effect.ensuring(Effect.sync(() => regtest.faults.clear())))
  )

  it.live("a server that failed twice answers the third time", () =>
    Effect.gen(function* () {
      regtest.faults.add({ route: "/address", fault: "503", retryAfterSeconds: 0, times: 2 })
      const family = yield* makeBitcoinFamilyFetch()
      expect(yield* family.getBalance(regtest.fixtures.payment.address, regtestAt(regtest.esploraUrl))).toBe(FUNDED)
    }).pipe(Effect.ensuring(Effect.sync(() => regtest.faults.clear())))
  )

  it.live("no server listening fails with HttpRequestError", () =>
    Effect.gen(function* () {
      const stopped = yield* Effect.promise(() => startBitcoin())
      yield* Effect.promise(() => stopped.stop())
      const family = yield* makeBitcoinFamilyFetch()
      const error = yield* Effect.flip(family.getBalance(stopped.fixtures.payment.address, regtestAt(stopped.esploraUrl)))
      expect(error).toMatchObject({ _tag: "HttpRequestError", url: `${stopped.esploraUrl}/address/${stopped.fixtures.payment.address}` })
    })
  )

  it.effect.each(["ftp://127.0.0.1/esplora", "127.0.0.1:3000", ""])("a base URL %j that is not http(s) fails with InvalidConnectionUrl, asking nothing (SPEC §5)", (url) =>
    Effect.gen(function* () {
      const family = makeBitcoinFamily({} as HttpClient.HttpClient)
      expect(yield* Effect.flip(family.getBalance("x", regtestAt(url)))).toMatchObject({ _tag: "InvalidConnectionUrl", url })
    })
  )
})

describe("signMessage", () => {
  const family = makeBitcoinFamily({} as HttpClient.HttpClient)

  it.live("hands the provider the message's UTF-8 bytes and the address, and answers its base64 signature", () =>
    Effect.gen(function* () {
      const asked: Array<readonly [string, string | undefined]> = []
      const provider = {
        signMessage: async (message: Uint8Array, address?: string) => {
          asked.push([new TextDecoder().decode(message), address])
          return "c2lnbmF0dXJl"
        }
      }
      expect(yield* family.signMessage(provider, { message: "Sign in ✓", address: "bcrt1qxyz" })).toBe("c2lnbmF0dXJl")
      expect(asked).toEqual([["Sign in ✓", "bcrt1qxyz"]])
    })
  )

  it.live("the wallet's refusal is UserRejectedError, other failures JsonRpcError", () =>
    Effect.gen(function* () {
      const refusing = { signMessage: () => Promise.reject(Object.assign(new Error("User rejected the request."), { code: 4001 })) }
      expect(yield* Effect.flip(family.signMessage(refusing, { message: "m", address: "a" }))).toMatchObject({ _tag: "UserRejectedError", code: 4001 })
      const broken = { signMessage: () => Promise.reject(new Error("Wallet locked")) }
      expect(yield* Effect.flip(family.signMessage(broken, { message: "m", address: "a" }))).toMatchObject({ _tag: "JsonRpcError", reason: "Wallet locked" })
    })
  )

  it.effect("a provider that cannot sign fails with JsonRpcError 4900", () =>
    Effect.gen(function* () {
      expect(yield* Effect.flip(family.signMessage({}, { message: "m", address: "a" }))).toMatchObject({ _tag: "JsonRpcError", code: 4900 })
    })
  )
})
