import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { Storage } from "../../../core/services/Storage.js"
import { forgetDeepLinkChoice } from "../../../core/walletconnect/forgetDeepLinkChoice.js"
import { readDeepLinkChoice } from "../../../core/walletconnect/readDeepLinkChoice.js"
import { rememberDeepLinkChoice } from "../../../core/walletconnect/rememberDeepLinkChoice.js"
import { walletDeepLink } from "../../../core/walletconnect/walletDeepLink.js"
import * as LogTest from "../../../layers/LogTest.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"

const env = (seed: ReadonlyArray<readonly ["WALLETCONNECT_DEEPLINK_CHOICE", string]> = []) =>
  Layer.merge(StorageMemory.layerWith(seed), LogTest.layer({ level: "warn" }))

const raw = Effect.flatMap(Storage, (storage) => storage.get("WALLETCONNECT_DEEPLINK_CHOICE"))

describe("the deep-link choice", () => {
  it.effect("is stored under WALLETCONNECT_DEEPLINK_CHOICE as JSON {href, name}, the link's base", () =>
    Effect.gen(function* () {
      const link = walletDeepLink({ name: "Lantern Wallet", mobile_link: "lantern" }, "wc:ab@2?symKey=cd", {
        isMobile: true,
        isTelegram: false,
        isAndroid: false
      })!
      yield* rememberDeepLinkChoice(link)
      const stored = yield* raw
      expect(Option.map(stored, (text) => JSON.parse(text) as unknown)).toEqual(Option.some({ href: "lantern://", name: "Lantern Wallet" }))
      expect(yield* readDeepLinkChoice).toEqual(Option.some({ href: "lantern://", name: "Lantern Wallet" }))
    }).pipe(Effect.provide(env()))
  )

  it.effect("is replaced by the next wallet opened, and removed when forgotten", () =>
    Effect.gen(function* () {
      yield* rememberDeepLinkChoice({ href: "lantern://", name: "Lantern Wallet" })
      yield* rememberDeepLinkChoice({ href: "https://harbor.example/", name: "Harbor" })
      expect(yield* readDeepLinkChoice).toEqual(Option.some({ href: "https://harbor.example/", name: "Harbor" }))
      yield* forgetDeepLinkChoice
      expect(Option.isNone(yield* raw)).toBe(true)
      expect(Option.isNone(yield* readDeepLinkChoice)).toBe(true)
    }).pipe(Effect.provide(env()))
  )

  it.effect("drops a stored value of another shape, with a warning", () =>
    Effect.gen(function* () {
      expect(Option.isNone(yield* readDeepLinkChoice)).toBe(true)
      expect(Option.isNone(yield* raw)).toBe(true)
    }).pipe(Effect.provide(env([["WALLETCONNECT_DEEPLINK_CHOICE", '{"href":42}']])))
  )
})
