/** `wallet_getCapabilities` over a session (SPEC §5): address required, answers kept per session and address, a failure is `{}`. */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { makeCapabilitiesCache, walletCapabilities } from "../../../core/walletconnect/walletCapabilities.js"
import { messageOf } from "../../../core/errors/catalogue.js"

const ADDRESS = "0xB2cb819C511Eea97E5de13B61c3aeed6d4f796D7"
const ANSWER = { "0x1": { atomic: { status: "supported" } } }

/** A wallet that answers `answer` and counts what it is asked. */
const wallet = (answer: Effect.Effect<unknown, string>) =>
  Effect.map(Ref.make<Array<ReadonlyArray<unknown>>>([]), (asked) => ({
    asked: Ref.get(asked),
    ask: (params: ReadonlyArray<unknown>) => Effect.zipRight(Ref.update(asked, (all) => [...all, params]), answer)
  }))

describe("walletCapabilities", () => {
  it.effect("fails without an address, or with something that is not one, asking nothing", () =>
    Effect.gen(function* () {
      const cache = yield* makeCapabilitiesCache
      const { ask, asked } = yield* wallet(Effect.succeed(ANSWER))
      for (const params of [undefined, [], [42], ["vitalik.eth"], ["0x1234"]]) {
        const error = yield* Effect.flip(walletCapabilities(cache, "topic-a", params, ask))
        expect(error._tag).toBe("MissingCapabilitiesAddress")
        expect(messageOf(error)).toBe("Missing address parameter in wallet_getCapabilities request")
      }
      expect(yield* asked).toEqual([])
    }))

  it.effect("asks once per session and address (any letter case), passing the parameters through", () =>
    Effect.gen(function* () {
      const cache = yield* makeCapabilitiesCache
      const { ask, asked } = yield* wallet(Effect.succeed(ANSWER))
      expect(yield* walletCapabilities(cache, "topic-a", [ADDRESS, ["0x1"]], ask)).toEqual(ANSWER)
      expect(yield* walletCapabilities(cache, "topic-a", [ADDRESS.toLowerCase()], ask)).toEqual(ANSWER)
      expect(yield* asked).toEqual([[ADDRESS, ["0x1"]]])
      // Another session asks again.
      yield* walletCapabilities(cache, "topic-b", [ADDRESS], ask)
      expect(yield* asked).toHaveLength(2)
    }))

  it.effect("a failure or an answer that is not an object is {}, and asked again next time", () =>
    Effect.gen(function* () {
      const cache = yield* makeCapabilitiesCache
      const failing = yield* wallet(Effect.fail("Unsupported method"))
      expect(yield* walletCapabilities(cache, "topic-a", [ADDRESS], failing.ask)).toEqual({})
      expect(yield* walletCapabilities(cache, "topic-a", [ADDRESS], failing.ask)).toEqual({})
      expect(yield* failing.asked).toHaveLength(2)
      const odd = yield* wallet(Effect.succeed("yes"))
      expect(yield* walletCapabilities(cache, "topic-a", [ADDRESS], odd.ask)).toEqual({})
      const answering = yield* wallet(Effect.succeed(ANSWER))
      expect(yield* walletCapabilities(cache, "topic-a", [ADDRESS], answering.ask)).toEqual(ANSWER)
    }))
})
