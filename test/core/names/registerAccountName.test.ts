/**
 * Name registration (SPEC §4, §5, §7; WIRE §1.2, §3): the connected account signs the JSON message
 * `{name, attributes, timestamp}` (seconds, on the test's clock) with personal_sign, then
 * `POST /v1/profile/account` carries the coin type, the address, the message and the signature.
 * Success sets the profile name and the identity cache and shows the success view; a refusal
 * (409), a malformed answer, `success: false` or the wallet's refusal is 'Error registering name
 * {name}' with nothing applied and the register view shown again.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, TestClock } from "effect"
import { hexToString, type Hex } from "viem"
import { getCachedIdentity } from "../../../core/cache/identityCache.js"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { updateNamespaceState } from "../../../core/connection/updateNamespaceState.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import type { DoorwayError } from "../../../core/errors/DoorwayError.js"
import { registerAccountName } from "../../../core/names/registerAccountName.js"
import { push } from "../../../core/router/push.js"
import { mainnet } from "doorway-connect/networks"
import type { CaipNetworkId } from "../../../schemas/Caip.js"
import type { Answer, Script } from "../config/scriptedApiClient.js"
import { ALICE, WALLET_ID, accountOf, defaultApi, evmEnv, installWallet, trackedEvents, views } from "../connection/evmTestEnv.js"
import { recordingApiClient } from "./recordingApiClient.js"

const NOW_MS = 1_700_000_000_900

const setup = (answer: Answer) => {
  const script: Script = { ...defaultApi, "blockchain /v1/profile/account": answer }
  const api = recordingApiClient(script)
  const env = evmEnv({ api: script })
  return { api, provide: <A, E, R>(program: Effect.Effect<A, E, R>) => program.pipe(Effect.provide(api.layer), Effect.provide(env.layer)) }
}

/** Connected as ALICE on Ethereum, on the register view, at NOW_MS. */
const connected = Effect.gen(function* () {
  const wallet = yield* installWallet()
  yield* connectWallet(WALLET_ID)
  yield* push("Account")
  yield* push("RegisterAccountName")
  yield* TestClock.setTime(NOW_MS)
  return wallet
})

const failureText = (error: DoorwayError) => messageOf(error)

describe("registerAccountName", () => {
  it.effect("signs {name, attributes, timestamp in seconds}, posts it with the coin type, then the name is the account's", () => {
    const { api, provide } = setup({ status: 200, body: { success: true } })
    return provide(
      Effect.gen(function* () {
        const wallet = yield* connected
        expect(yield* registerAccountName("Ada-Lovelace")).toBe("ada-lovelace.reown.id")

        const signed = wallet.requests().filter((request) => request.method === "personal_sign")
        expect(signed).toHaveLength(1)
        const [hexMessage, signer] = signed[0]!.params as [Hex, string]
        const message = hexToString(hexMessage)
        expect(message).toBe('{"name":"ada-lovelace.reown.id","attributes":{},"timestamp":1700000000}')
        expect(signer).toBe(ALICE)

        expect(api.posts).toHaveLength(1)
        expect(api.posts[0]).toMatchObject({ service: "blockchain", path: "/v1/profile/account" })
        expect(api.posts[0]?.body).toEqual({ coin_type: 2147483649, address: ALICE, message, signature: expect.stringMatching(/^0x[0-9a-f]{130}$/) })

        expect((yield* accountOf())?.profileName).toBe("ada-lovelace.reown.id")
        expect(Option.map(yield* getCachedIdentity(ALICE), (identity) => identity.name)).toEqual(Option.some("ada-lovelace.reown.id"))
        expect((yield* views).at(-1)).toBe("RegisterAccountNameSuccess")
        const events = (yield* trackedEvents).filter((event) => event.event.startsWith("REGISTER_NAME"))
        expect(events).toEqual([
          { type: "track", event: "REGISTER_NAME_INITIATED", address: ALICE, properties: { isSmartAccount: false, ensName: "ada-lovelace.reown.id" } },
          { type: "track", event: "REGISTER_NAME_SUCCESS", address: ALICE, properties: { isSmartAccount: false, ensName: "ada-lovelace.reown.id" } }
        ])
      })
    )
  })

  const refusals: ReadonlyArray<readonly [string, Answer, string]> = [
    ["a taken name (409)", { status: 409, body: { status: "FAILED", reasons: [{ name: "name", description: "taken" }] } }, "HTTP status code: 409"],
    ["a bad signature (401)", { status: 401 }, "HTTP status code: 401"],
    ["an answer that is not an object", { status: 200, body: "registered" }, "Unexpected response from the server"],
    ["an answer whose success is not a boolean", { status: 200, body: { success: "yes" } }, "Unexpected response from the server"],
    ["success: false", { status: 200, body: { success: false } }, "The name service refused the registration"],
    ["an unreachable service", { unreachable: true }, "Network request failed"]
  ]

  for (const [label, answer, reason] of refusals) {
    it.effect(`${label}: 'Error registering name {name}', nothing applied, the register view again`, () => {
      const { provide } = setup(answer)
      return provide(
        Effect.gen(function* () {
          yield* connected
          const before = yield* accountOf()
          const cachedBefore = yield* getCachedIdentity(ALICE)
          // An approval view of the wallet's own stood in front of the register view meanwhile.
          yield* push("ApproveTransaction")
          const error = yield* Effect.flip(registerAccountName("ada-lovelace"))
          expect(failureText(error)).toBe("Error registering name ada-lovelace.reown.id")
          expect((yield* accountOf())?.profileName).toBe(before?.profileName)
          expect(yield* getCachedIdentity(ALICE)).toEqual(cachedBefore)
          expect((yield* views).at(-1)).toBe("RegisterAccountName")
          const events = (yield* trackedEvents).filter((event) => event.event.startsWith("REGISTER_NAME"))
          expect(events.map((event) => event.event)).toEqual(["REGISTER_NAME_INITIATED", "REGISTER_NAME_ERROR"])
          expect(events[1]).toMatchObject({ properties: { ensName: "ada-lovelace.reown.id", error: reason } })
        })
      )
    })
  }

  it.effect("the wallet's refusal: nothing is posted", () => {
    const { api, provide } = setup({ status: 200, body: { success: true } })
    return provide(
      Effect.gen(function* () {
        const wallet = yield* connected
        wallet.fail("personal_sign", 4001, "User denied message signature.")
        const error = yield* Effect.flip(registerAccountName("ada-lovelace"))
        expect(failureText(error)).toBe("Error registering name ada-lovelace.reown.id")
        expect(api.posts).toEqual([])
        const events = yield* trackedEvents
        expect(events.find((event) => event.event === "REGISTER_NAME_ERROR")).toMatchObject({ properties: { error: "User rejected the request" } })
      })
    )
  })

  it.effect("3 characters: refused before the wallet is asked; 4 go on", () => {
    const { api, provide } = setup({ status: 200, body: { success: true } })
    return provide(
      Effect.gen(function* () {
        const wallet = yield* connected
        const error = yield* Effect.flip(registerAccountName("ada"))
        expect(failureText(error)).toBe("Error registering name ada.reown.id")
        expect(wallet.methods()).not.toContain("personal_sign")
        expect(api.posts).toEqual([])
        expect(yield* registerAccountName("adal")).toBe("adal.reown.id")
      })
    )
  })

  it.effect("a chain id of 2^31 is 'Invalid chainId' before anything is asked; 2^31 - 1 registers under 2^32 - 1", () => {
    const { api, provide } = setup({ status: 200, body: { success: true } })
    const onChain = (id: number) =>
      updateNamespaceState("eip155", (current) => ({
        ...current,
        networkState: { ...current.networkState, caipNetwork: { ...mainnet, id, caipNetworkId: `eip155:${id}` as CaipNetworkId } }
      }))
    return provide(
      Effect.gen(function* () {
        const wallet = yield* connected
        yield* onChain(2147483648)
        const error = yield* Effect.flip(registerAccountName("ada-lovelace"))
        expect(error._tag).toBe("InvalidChainIdForCoinType")
        expect(failureText(error)).toBe("Invalid chainId")
        expect(wallet.methods()).not.toContain("personal_sign")
        expect(api.posts).toEqual([])
        expect((yield* trackedEvents).some((event) => event.event.startsWith("REGISTER_NAME"))).toBe(false)

        yield* onChain(2147483647)
        yield* registerAccountName("ada-lovelace")
        expect(api.posts[0]?.body).toMatchObject({ coin_type: 4294967295 })
      })
    )
  })

  it.effect("without a connected EVM account it fails and asks nothing", () => {
    const { api, provide } = setup({ status: 200, body: { success: true } })
    return provide(
      Effect.gen(function* () {
        const error = yield* Effect.flip(registerAccountName("ada-lovelace"))
        expect(failureText(error)).toBe("Error registering name ada-lovelace.reown.id")
        expect(api.posts).toEqual([])
      })
    )
  })
})
