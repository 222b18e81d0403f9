/**
 * Suggestions while a name is typed (WIRE §1.2): `GET /v1/profile/suggestions/{name}?zone=reown.id`,
 * each answer decoded; a failed or malformed one is 'Error fetching name suggestions'. On a
 * network the data service does not answer for, none, without asking (WIRE §1.1).
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { mainnet, sepolia } from "doorway-connect/networks"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { updateNamespaceState } from "../../../core/connection/updateNamespaceState.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { fetchNameSuggestions } from "../../../core/names/fetchNameSuggestions.js"
import type { Answer } from "../config/scriptedApiClient.js"
import { WALLET_ID, defaultApi, evmEnv, installWallet } from "../connection/evmTestEnv.js"

const PATH = "blockchain /v1/profile/suggestions/ada-lovelace"

const setup = (answer: Answer) => {
  const env = evmEnv({ api: { ...defaultApi, [PATH]: answer } })
  const suggestionCalls = () => env.apiCalls.filter((call) => call.path.startsWith("/v1/profile/suggestions/"))
  return { suggestionCalls, provide: <A, E, R>(program: Effect.Effect<A, E, R>) => Effect.provide(program, env.layer) }
}

const connected = Effect.zipRight(installWallet(), connectWallet(WALLET_ID))

describe("fetchNameSuggestions", () => {
  it.effect("asks in the primary zone and answers the suggestions, free and taken", () => {
    const suggestions = [
      { name: "ada-lovelace.reown.id", registered: true },
      { name: "ada-lovelace1.reown.id", registered: false }
    ]
    const { suggestionCalls, provide } = setup({ status: 200, body: { suggestions } })
    return provide(
      Effect.gen(function* () {
        yield* connected
        expect(yield* fetchNameSuggestions("Ada-Lovelace")).toEqual(suggestions)
        expect(suggestionCalls()).toEqual([{ service: "blockchain", path: "/v1/profile/suggestions/ada-lovelace", query: { zone: "reown.id" } }])
      })
    )
  })

  const bad: ReadonlyArray<readonly [string, Answer]> = [
    ["no suggestions field", { status: 200, body: {} }],
    ["a suggestion without its registered flag", { status: 200, body: { suggestions: [{ name: "ada-lovelace.reown.id" }] } }],
    ["a list in place of the object", { status: 200, body: [{ name: "ada-lovelace.reown.id", registered: false }] }],
    ["a 500", { status: 500 }],
    ["no answer", { unreachable: true }]
  ]
  for (const [label, answer] of bad) {
    it.effect(`${label}: 'Error fetching name suggestions'`, () => {
      const { provide } = setup(answer)
      return provide(
        Effect.gen(function* () {
          yield* connected
          const error = yield* Effect.flip(fetchNameSuggestions("ada-lovelace"))
          expect(error._tag).toBe("NameSuggestionsFailed")
          expect(messageOf(error)).toBe("Error fetching name suggestions")
        })
      )
    })
  }

  it.effect("an empty label, or a network the data service does not answer for: none, nothing asked", () => {
    const { suggestionCalls, provide } = setup({ status: 200, body: { suggestions: [] } })
    return provide(
      Effect.gen(function* () {
        yield* connected
        expect(yield* fetchNameSuggestions("  ")).toEqual([])
        // The test's data service answers for mainnet and Polygon only.
        yield* updateNamespaceState("eip155", (current) => ({ ...current, networkState: { ...current.networkState, caipNetwork: sepolia } }))
        expect(yield* fetchNameSuggestions("ada-lovelace")).toEqual([])
        expect(suggestionCalls()).toEqual([])
        yield* updateNamespaceState("eip155", (current) => ({ ...current, networkState: { ...current.networkState, caipNetwork: mainnet } }))
        yield* fetchNameSuggestions("ada-lovelace")
        expect(suggestionCalls()).toHaveLength(1)
      })
    )
  })
})
