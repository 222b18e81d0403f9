import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { acceptAnnouncement } from "../../../core/connectors/acceptAnnouncement.js"
import { readLogs } from "../../../core/logging/readLogs.js"
import * as LogTest from "../../../layers/LogTest.js"

const UUID = "6f1c2b1e-3d4a-4f5b-9c6d-7e8f90a1b2c3"
const ICON = "data:image/svg+xml;base64,PHN2Zy8+"
const provider = { request: () => Promise.resolve(null) }

const announce = (info: Record<string, unknown>) => ({
  info: { uuid: UUID, name: "Lantern Wallet", icon: ICON, rdns: "app.lantern.wallet", ...info },
  provider
})

/** The checked wallet's info (none when refused) and the log lines it left. */
const check = (announcement: { readonly info: unknown; readonly provider: unknown }) =>
  Effect.gen(function* () {
    const accepted = yield* acceptAnnouncement(announcement)
    return { info: Option.map(accepted, (wallet) => wallet.info), logs: yield* readLogs }
  }).pipe(Effect.provide(LogTest.layer({ level: "warn" })))

describe("acceptAnnouncement", () => {
  it.effect("keeps a well-formed announcement as it came, its provider untouched, with nothing logged", () =>
    Effect.gen(function* () {
      const accepted = yield* acceptAnnouncement(announce({})).pipe(Effect.provide(LogTest.layer({ level: "warn" })))
      expect(Option.map(accepted, (wallet) => wallet.info)).toEqual(
        Option.some({ uuid: UUID, name: "Lantern Wallet", icon: ICON, rdns: "app.lantern.wallet" })
      )
      expect(Option.getOrThrow(accepted).provider).toBe(provider)
      const { logs } = yield* check(announce({}))
      expect(logs).toEqual([])
    }))

  it.effect("accepts a PNG data URI, an upper-case uuid and a trimmed name", () =>
    Effect.gen(function* () {
      const { info, logs } = yield* check(
        announce({ uuid: UUID.toUpperCase(), name: "  Lantern Wallet \n", icon: "data:image/png;base64,iVBORw0KGgo=" })
      )
      expect(info).toEqual(
        Option.some({ uuid: UUID.toUpperCase(), name: "Lantern Wallet", icon: "data:image/png;base64,iVBORw0KGgo=", rdns: "app.lantern.wallet" })
      )
      expect(logs).toEqual([])
    }))

  describe("an icon that is not a data:image URI is dropped, so the initial shows and nothing is fetched", () => {
    it.effect.each([
      ["a remote https icon", "https://tracker.example/pixel.png?visitor=1"],
      ["a javascript: URL", "javascript:alert(document.domain)"],
      ["a data URI that is not an image", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
      ["a protocol-relative URL", "//tracker.example/pixel.png"],
      ["a blank icon", " "],
      ["an icon that is not text", 42]
    ] as const)("%s", ([, icon]) =>
      Effect.gen(function* () {
        const { info, logs } = yield* check(announce({ icon }))
        expect(info).toEqual(Option.some({ uuid: UUID, name: "Lantern Wallet", icon: "", rdns: "app.lantern.wallet" }))
        expect(logs).toHaveLength(1)
        expect(logs[0]).toContain('WARN EIP-6963 icon of wallet "Lantern Wallet" not shown: it is not a data:image URI')
        expect(logs[0]).not.toContain("tracker.example")
      }))
  })

  describe("a name that is empty after trimming refuses the wallet", () => {
    it.effect.each([
      ["an empty name", ""],
      ["a name of spaces", "   \t "],
      ["a name that is not text", { toString: (): string => "Lantern" }],
      ["no name at all", undefined]
    ] as const)("%s", ([, name]) =>
      Effect.gen(function* () {
        const { info, logs } = yield* check(announce({ name }))
        expect(info).toEqual(Option.none())
        expect(logs).toHaveLength(1)
        expect(logs[0]).toContain(`WARN EIP-6963 announcement ${UUID} refused: its name is empty or not text`)
      }))
  })

  describe("a uuid that is not a UUIDv4 refuses the wallet", () => {
    it.effect.each([
      ["a short id", "1234"],
      ["a version-1 uuid", "6f1c2b1e-3d4a-1f5b-9c6d-7e8f90a1b2c3"],
      ["a wrong variant", "6f1c2b1e-3d4a-4f5b-7c6d-7e8f90a1b2c3"],
      ["a uuid with markup after it", `${UUID}<img src=x>`],
      ["a number", 4]
    ] as const)("%s", ([, uuid]) =>
      Effect.gen(function* () {
        const { info, logs } = yield* check(announce({ uuid }))
        expect(info).toEqual(Option.none())
        expect(logs).toHaveLength(1)
        expect(logs[0]).toContain('WARN EIP-6963 announcement of wallet "Lantern Wallet" refused: its uuid is not a UUIDv4')
      }))
  })

  describe("an rdns that is not reverse-DNS is dropped: the wallet is known by its uuid alone", () => {
    it.effect.each([
      ["one label", "lantern"],
      ["spaces", "app lantern wallet"],
      ["a URL", "https://lantern.app"],
      ["an empty label", "app..lantern"],
      ["a label starting with a hyphen", "app.-lantern"],
      ["more than 253 characters", `${"a".repeat(60)}.`.repeat(5) + "app"],
      ["no rdns at all", undefined]
    ] as const)("%s", ([, rdns]) =>
      Effect.gen(function* () {
        const { info, logs } = yield* check(announce({ rdns }))
        expect(info).toEqual(Option.some({ uuid: UUID, name: "Lantern Wallet", icon: ICON, rdns: "" }))
        expect(logs).toHaveLength(1)
        expect(logs[0]).toContain('WARN EIP-6963 rdns of wallet "Lantern Wallet" ignored: it is not a reverse-DNS name')
      }))

    it.effect("accepts the rdns of real wallets", () =>
      Effect.gen(function* () {
        for (const rdns of ["io.metamask", "com.coinbase.wallet", "io.rabby", "me.rainbow", "com.okex.wallet", "app.phantom"]) {
          const { info } = yield* check(announce({ rdns }))
          expect(Option.map(info, (i) => i.rdns)).toEqual(Option.some(rdns))
        }
      }))
  })

  it.effect("a wallet bad in every field is refused with one warning, for its uuid", () =>
    Effect.gen(function* () {
      const { info, logs } = yield* check(announce({ uuid: "x", name: "", icon: "https://tracker.example/a.png", rdns: "x" }))
      expect(info).toEqual(Option.none())
      expect(logs).toHaveLength(1)
      expect(logs[0]).toContain("WARN EIP-6963 announcement of wallet \"\" refused: its uuid is not a UUIDv4")
    }))

  it.effect("an info that is not an object, or whose fields cannot be read, is refused", () =>
    Effect.gen(function* () {
      const trap = Object.defineProperty({}, "uuid", {
        get: () => {
          throw new Error("no")
        },
        enumerable: true
      })
      for (const info of [null, "Lantern Wallet", 7, trap]) {
        const { info: checked, logs } = yield* check({ info, provider })
        expect(checked).toEqual(Option.none())
        expect(logs).toHaveLength(1)
        expect(logs[0]).toContain("WARN EIP-6963 announcement refused: its info is not an object")
      }
    }))

  it.effect("a long name is cut short in the log", () =>
    Effect.gen(function* () {
      const { logs } = yield* check(announce({ name: "L".repeat(500), icon: "https://tracker.example/a.png" }))
      expect(logs[0]).toContain(`wallet "${"L".repeat(40)}…" not shown`)
      expect(logs[0]).not.toContain("L".repeat(41))
    }))
})
