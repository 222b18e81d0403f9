/**
 * Storage that is not ours to trust (WIRE §5, §4.8): every key, damaged one at a time, then the
 * instance starts over a page that was connected to an extension. One row per kind of damage a
 * key can tell apart; a key with no row of its own still gets the damage every key refuses
 * (binary garbage, a value of 1 MB), so a new key is covered by the table as soon as it exists.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Layer, Option, Schema, TestClock } from "effect"
import { mainnet } from "doorway-connect/networks"
import { initialize } from "../../../core/config/initialize.js"
import * as PageNavigationTest from "../../../layers/PageNavigationTest.js"
import * as PlatformTest from "../../../layers/PlatformTest.js"
// Loaded up front, as the start loads it for a page with a stored connection.
import "../../../core/connection/reconnect.js"
import { readLogs } from "../../../core/logging/readLogs.js"
import { readStoredValue, storageCodecOf } from "../../../core/storage/storedValues.js"
import * as LogTest from "../../../layers/LogTest.js"
import { scriptedWallet } from "../../../layers/EvmWalletTest.js"
import { STORAGE_KEYS } from "../../../schemas/StorageKeys.js"
import type { StorageKey } from "../../../schemas/StorageKeys.js"
import { ALICE, BOB, WALLET_ID, WALLET_NAME, accountOf, defaultApi, evmEnv, storedRaw } from "../connection/evmTestEnv.js"

/** The app's page, outside Telegram, with no social login to come back from. */
const AT_HOME = Layer.merge(PlatformTest.layer(), PageNavigationTest.layer())

const ORIGIN = "https://app.example"

/** What a later read of a damaged key must find. */
type Outcome =
  /** Removed with a warning naming the key, or written again with a good value. */
  | "dropped"
  /** Replaced by what the wallet says, no warning needed: the stored copy is only a copy. */
  | "overwritten"
  /** Text no one can judge here (a token, a name): kept as it is. */
  | "kept"
  /** Removed at start whatever it holds, good or not: a key the app no longer keeps. */
  | "removed"

interface Damage {
  readonly value: string
  readonly outcome: Outcome
}

/** Control characters never appear in a value Doorway writes (JSON escapes them). */
const GARBAGE = "\u0000\u0013\u00ff%{garbage"
/** Over 1 MB. */
const HUGE = "x".repeat(1_048_577)

const connections = (address: string) =>
  JSON.stringify({ eip155: [{ connectorId: WALLET_ID, accounts: [{ address, type: "eoa" }], name: WALLET_NAME }] })

interface Row {
  /** A good value, part of the page's storage in every case but its own. */
  readonly valid?: string
  /** A JSON value of the wrong type, or text of the wrong kind. */
  readonly wrongType?: Damage
  readonly anotherAddress?: Damage
  /** The start writes it from the connection it restores without reading it first. */
  readonly writtenByStart?: true
  /** The start removes it, a good value too (no `valid`: no other case holds it). */
  readonly removedByStart?: { readonly valid: string }
}

const dropped = (value: string): Damage => ({ value, outcome: "dropped" })
const kept = (value: string): Damage => ({ value, outcome: "kept" })
const OBJECT = '{"unexpected":[1,2]}'

/** One row per key: add a row with a new key. */
const rows: Partial<Record<StorageKey, Row>> = {
  "@appkit/active_caip_network_id": { valid: mainnet.caipNetworkId, wrongType: dropped('["eip155:1"]') },
  "@appkit/active_namespace": { valid: "eip155", wrongType: dropped('["eip155"]'), writtenByStart: true },
  "@appkit/eip155:connected_connector_id": { valid: WALLET_ID, wrongType: dropped('{"id":1}'), anotherAddress: dropped(BOB) },
  "@appkit/solana:connected_connector_id": { valid: "app.phantom", wrongType: dropped('{"id":1}') },
  "@appkit/polkadot:connected_connector_id": { valid: "polkadot-js", wrongType: dropped('["x"]') },
  "@appkit/bip122:connected_connector_id": { valid: "xverse", wrongType: dropped('"xverse"') },
  "@appkit/cosmos:connected_connector_id": { valid: "keplr", wrongType: dropped("{}") },
  "@appkit/connected_namespaces": { valid: "eip155", wrongType: dropped(OBJECT) },
  "@appkit/connection_status": { valid: "connected", wrongType: dropped('"connected"'), writtenByStart: true },
  "@appkit/connections": {
    valid: connections(ALICE),
    wrongType: dropped('{"eip155":"not a list"}'),
    anotherAddress: { value: connections(BOB), outcome: "overwritten" }
  },
  "@appkit/disconnected_connector_ids": { valid: '{"eip155":[]}', wrongType: dropped('{"eip155":[1,2]}') },
  "@appkit/recent_wallets": { valid: '[{"id":"w1","name":"Wallet One"}]', wrongType: dropped('[{"id":1}]') },
  "@appkit/connected_social": { valid: "google", wrongType: dropped('"google"') },
  "@appkit/social_provider": { valid: "github", wrongType: dropped("[]") },
  "@appkit/preferred_account_types": { valid: '{"eip155":"eoa"}', wrongType: dropped('{"eip155":"wizard"}') },
  "@appkit/portfolio_cache": { valid: "{}", wrongType: dropped('{"k":{"timestamp":"yesterday"}}') },
  "@appkit/native_balance_cache": { valid: "{}", wrongType: dropped("[]") },
  "@appkit/ens_cache": { valid: "{}", wrongType: dropped('"cache"') },
  "@appkit/identity_cache": { valid: "{}", wrongType: dropped('{"a":{"identity":7,"timestamp":0}}') },
  "@appkit/siwx-auth-token": { valid: "aGVhZGVy.cGF5bG9hZA.c2ln", wrongType: kept(OBJECT) },
  "@appkit/siwx-nonce-token": { valid: "aGVhZGVy.bm9uY2U.c2ln", wrongType: kept(OBJECT) },
  "@appkit/siwx": { valid: "[]", wrongType: dropped('{"sessions":[]}') },
  "@appkit/wallet_id": { valid: "w1", wrongType: kept(OBJECT) },
  "@appkit/wallet_name": { valid: "Wallet One", wrongType: kept(OBJECT) },
  "@appkit/solana_wallet": { valid: "Phantom", wrongType: kept(OBJECT) },
  "@appkit/solana_caip_chain": { valid: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", wrongType: kept(OBJECT) },
  WALLETCONNECT_DEEPLINK_CHOICE: { valid: '{"href":"wallet://wc","name":"Wallet"}', wrongType: dropped('{"href":1}') },
  "@appkit-wallet/EMAIL_LOGIN_USED_KEY": { valid: "true", wrongType: dropped("{}") },
  "@appkit-wallet/EMAIL": { valid: "visitor@example.com", wrongType: dropped(OBJECT) },
  "@appkit-wallet/LAST_USED_CHAIN_KEY": { valid: "1", wrongType: kept(OBJECT) },
  "@appkit-wallet/LAST_EMAIL_LOGIN_TIME": { valid: "1700000000000", wrongType: dropped(OBJECT) },
  "@appkit-wallet/SOCIAL_USERNAME": { valid: "visitor", wrongType: kept(OBJECT) },
  "@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS": { valid: "1,137", wrongType: dropped(OBJECT) },
  // An earlier version kept the frame's token in the page; the session is the secure site's (WIRE §4.8).
  "@appkit-wallet/SESSION_TOKEN_KEY": { removedByStart: { valid: "session-token" } },
  "@appkit-wallet/PREFERRED_ACCOUNT_TYPE": { valid: "eoa", wrongType: kept(OBJECT) },
  "@appkit-wallet/SMART_ACCOUNT_ENABLED": { valid: "true", wrongType: kept(OBJECT) }
}

/** A page connected to the extension, with every other key holding a good value. */
const baseline: ReadonlyArray<readonly [StorageKey, string]> = STORAGE_KEYS.flatMap((key) => {
  const valid = rows[key]?.valid
  return valid === undefined ? [] : [[key, valid] as const]
})

/** Every case: the damage every key refuses, then the row's own. */
const cases = STORAGE_KEYS.flatMap((key) => {
  const row = rows[key] ?? {}
  const own = (["wrongType", "anotherAddress"] as const).flatMap((kind) => {
    const damage = row[kind]
    return damage === undefined ? [] : [{ key, kind: kind as string, ...damage }]
  })
  const all = [{ key, kind: "garbage", value: GARBAGE, outcome: "dropped" as Outcome }, { key, kind: "1 MB", value: HUGE, outcome: "dropped" as Outcome }, ...own]
  if (row.removedByStart !== undefined)
    return [...all, { key, kind: "valid", value: row.removedByStart.valid, outcome: "removed" as Outcome }].map((damage) => ({ ...damage, outcome: "removed" as Outcome }))
  return row.writtenByStart ? all.map((damage) => ({ ...damage, outcome: "overwritten" as Outcome })) : all
})

const api = {
  ...defaultApi,
  "catalogue /projects/v1/origins": { status: 200, body: { allowedOrigins: [ORIGIN] } }
}

/** The start over `storage`, with the extension announced and still granting ALICE. */
const startOver = (storage: ReadonlyArray<readonly [StorageKey, string]>) => {
  const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1, authorized: true })
  const announced = [{ info: { uuid: "350670db-19fa-4704-a166-e52e178b59d2", name: WALLET_NAME, icon: "data:image/svg+xml,<svg/>", rdns: WALLET_ID }, provider: wallet }]
  return Layer.merge(evmEnv({ storage, announced, api }).layer, LogTest.layer({ level: "warn" }))
}

/** Every key read once with its codec, as the programs that use it read it later. */
const readEveryKey = Effect.forEach(STORAGE_KEYS, (key) => readStoredValue(key), { discard: true })

const decodes = (key: StorageKey, raw: string) => Option.isSome(Schema.decodeUnknownOption(storageCodecOf(key))(raw))

describe("the page's storage", () => {
  it("holds a good value in every row's `valid`", () => {
    for (const [key, value] of baseline) expect(decodes(key, value), key).toBe(true)
  })
})

describe("a start over storage with one key damaged (WIRE §5, §4.8)", () => {
  it.scoped.each(cases)("$key, $kind: no defect, reconnected, the damage gone with a warning, the other keys kept", ({ key, value, outcome }) =>
    Effect.gen(function* () {
      // The stored Solana wallet is not in this page: its namespace gives up after the 1 s wait.
      yield* Effect.fork(TestClock.adjust("1 second"))
      const exit = yield* Effect.exit(Effect.zipRight(initialize(ORIGIN).pipe(Effect.provide(AT_HOME)), readEveryKey))
      expect(Exit.isSuccess(exit), String(exit)).toBe(true)
      // The rest still justifies the connection: the wallet is asked, never the stored copy.
      expect(yield* accountOf()).toMatchObject({ status: "connected", address: ALICE })

      const after = yield* storedRaw(key)
      const warnings = (yield* readLogs).filter((line) => line.includes("WARN") && line.includes(key))
      if (outcome === "kept") {
        expect(after).toBe(value)
      } else if (outcome === "removed") {
        expect(after).toBeUndefined()
      } else {
        expect(after).not.toBe(value)
        if (after !== undefined) expect(decodes(key, after)).toBe(true)
        if (outcome === "dropped") expect(warnings).not.toEqual([])
      }
      for (const [other] of baseline.filter(([stored]) => stored !== key)) {
        const raw = yield* storedRaw(other)
        expect(raw, other).toBeDefined()
        expect(decodes(other, raw ?? ""), other).toBe(true)
      }
    }).pipe(Effect.provide(startOver([...baseline.filter(([stored]) => stored !== key), [key, value]])))
  )
})
