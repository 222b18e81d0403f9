/**
 * The account's registered name when its identity gives none (a testnet, or the identity service
 * not knowing it yet): `GET /v1/profile/reverse/{address}?sender=…&apiVersion=2` (WIRE §1.2), the
 * first name under the primary or legacy suffix. A malformed or failed answer is 'Error fetching
 * names for address' and changes nothing.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { showRegisteredName } from "../../../core/names/showRegisteredName.js"
import type { Answer, Script } from "../config/scriptedApiClient.js"
import { ALICE, WALLET_ID, accountOf, defaultApi, evmEnv, installWallet } from "../connection/evmTestEnv.js"

const REVERSE = `blockchain /v1/profile/reverse/${ALICE}`

const profile = (name: string) => ({
  name,
  registered: 1,
  updated: 1,
  addresses: { "60": { address: ALICE, created: "1" } },
  attributes: []
})

/** ALICE has no identity name here: the reverse lookup is what names her. */
const setup = (answer: Answer) => {
  const script: Script = { ...defaultApi, [`blockchain /v1/identity/${ALICE}`]: { status: 200, body: { name: null, avatar: null } }, [REVERSE]: answer }
  const env = evmEnv({ api: script })
  const reverseCalls = () => env.apiCalls.filter((call) => call.path === `/v1/profile/reverse/${ALICE}`)
  return { reverseCalls, provide: <A, E, R>(program: Effect.Effect<A, E, R>) => Effect.provide(program, env.layer) }
}

const connected = Effect.zipRight(installWallet(), connectWallet(WALLET_ID))

describe("showRegisteredName", () => {
  it.effect("the first account name of the address becomes the profile name", () => {
    const { reverseCalls, provide } = setup({ status: 200, body: [profile("ada.eth"), profile("ada.wcn.id"), profile("ada.reown.id")] })
    return provide(
      Effect.gen(function* () {
        yield* connected
        yield* showRegisteredName
        expect((yield* accountOf())?.profileName).toBe("ada.wcn.id")
        expect(reverseCalls()).toEqual([
          { service: "blockchain", path: `/v1/profile/reverse/${ALICE}`, query: { sender: ALICE, apiVersion: "2" } }
        ])
      })
    )
  })

  it.effect("no names ([]): the profile name stays empty", () => {
    const { provide } = setup({ status: 200, body: [] })
    return provide(
      Effect.gen(function* () {
        yield* connected
        yield* showRegisteredName
        expect((yield* accountOf())?.profileName ?? null).toBeNull()
      })
    )
  })

  const bad: ReadonlyArray<readonly [string, Answer]> = [
    ["an object in place of the list", { status: 200, body: { name: "ada.reown.id" } }],
    ["a profile without its addresses", { status: 200, body: [{ name: "ada.reown.id", registered: 1, updated: 1, attributes: [] }] }],
    ["a 502", { status: 502 }]
  ]
  for (const [label, answer] of bad) {
    it.effect(`${label}: 'Error fetching names for address', nothing changed`, () => {
      const { provide } = setup(answer)
      return provide(
        Effect.gen(function* () {
          yield* connected
          const error = yield* Effect.flip(showRegisteredName)
          expect(messageOf(error)).toBe("Error fetching names for address")
          expect((yield* accountOf())?.profileName ?? null).toBeNull()
        })
      )
    })
  }

  it.effect("an account the identity names already is not looked up", () => {
    const env = evmEnv({ api: { ...defaultApi, [REVERSE]: { status: 200, body: [profile("ada.reown.id")] } } })
    return Effect.gen(function* () {
      yield* connected
      yield* showRegisteredName
      expect((yield* accountOf())?.profileName).toBe("alice.eth")
      expect(env.apiCalls.some((call) => call.path.startsWith("/v1/profile/reverse/"))).toBe(false)
    }).pipe(Effect.provide(env.layer))
  })
})
