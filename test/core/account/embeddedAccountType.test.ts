/**
 * The account type the embedded wallet opens an account as (SPEC §4, §6): on connect the host's
 * explicit `defaultAccountTypes`, else the stored `@appkit/preferred_account_types`, else the
 * chain's default (EVM smartAccount); on a restore the stored one comes first.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { mainnet } from "doorway-connect/networks"
import { embeddedAccountTypeOf } from "../../../core/account/embeddedAccountType.js"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import type { StorageKey } from "../../../schemas/StorageKeys.js"
import { OptionsLive } from "../../../layers/StateOptions.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"

const env = (options: Partial<AppKitOptions>, stored: ReadonlyArray<readonly [StorageKey, string]> = []) =>
  Layer.merge(OptionsLive({ projectId: "p", networks: [mainnet], ...options }), StorageMemory.layerWith(stored))

const storedEoa: ReadonlyArray<readonly [StorageKey, string]> = [["@appkit/preferred_account_types", JSON.stringify({ eip155: "eoa" })]]
const storedSmart: ReadonlyArray<readonly [StorageKey, string]> = [["@appkit/preferred_account_types", JSON.stringify({ eip155: "smartAccount" })]]

describe("the embedded wallet's account type (SPEC §4)", () => {
  it.effect("with nothing named or stored, EVM opens as its default, the smart account (SPEC §6)", () =>
    Effect.gen(function* () {
      expect(yield* embeddedAccountTypeOf("eip155", "connect")).toBe("smartAccount")
      expect(yield* embeddedAccountTypeOf("eip155", "restore")).toBe("smartAccount")
    }).pipe(Effect.provide(env({}))))

  it.effect("a stored type comes before the default", () =>
    Effect.gen(function* () {
      expect(yield* embeddedAccountTypeOf("eip155", "connect")).toBe("eoa")
    }).pipe(Effect.provide(env({}, storedEoa))))

  it.effect("on connect the host's explicit type comes before the stored one", () =>
    Effect.gen(function* () {
      expect(yield* embeddedAccountTypeOf("eip155", "connect")).toBe("smartAccount")
    }).pipe(Effect.provide(env({ defaultAccountTypes: { eip155: "smartAccount" } }, storedEoa))))

  it.effect("the host's explicit type, with nothing stored, beats the default", () =>
    Effect.gen(function* () {
      expect(yield* embeddedAccountTypeOf("eip155", "connect")).toBe("eoa")
    }).pipe(Effect.provide(env({ defaultAccountTypes: { eip155: "eoa" } }))))

  it.effect("a restore keeps the type the user switched to last (stored before explicit)", () =>
    Effect.gen(function* () {
      expect(yield* embeddedAccountTypeOf("eip155", "restore")).toBe("smartAccount")
    }).pipe(Effect.provide(env({ defaultAccountTypes: { eip155: "eoa" } }, storedSmart))))

  it.effect("a family without a smart account is eoa, whatever is named", () =>
    Effect.gen(function* () {
      expect(yield* embeddedAccountTypeOf("solana", "connect")).toBe("eoa")
      expect(yield* embeddedAccountTypeOf("bip122", "connect")).toBe("eoa")
    }).pipe(Effect.provide(env({ defaultAccountTypes: { solana: "eoa" } }))))

  it.effect("without the host's options (a kind made alone), the stored type, else the default", () =>
    Effect.gen(function* () {
      expect(yield* Effect.provide(embeddedAccountTypeOf("eip155", "connect"), StorageMemory.layerWith(storedEoa))).toBe("eoa")
      expect(yield* Effect.provide(embeddedAccountTypeOf("eip155", "connect"), StorageMemory.layerWith([]))).toBe("smartAccount")
    }))
})
