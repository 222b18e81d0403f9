/**
 * A sign-in store's message fields are input (SPEC §4, SPEC §8): a host `siwx` store or a SIWE
 * client that answers a field EIP-4361 does not allow makes signing in fail with 'Error signing
 * message' by the catalogue's flow (SIWX_AUTH_ERROR, the view kept), the wallet never asked and
 * nothing kept; a valid field goes into the signed text exactly as given.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref, TestClock } from "effect"
import type { Hex } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import type { SiweConfig, SiwxConfig } from "../../../core/config/AppKitOptions.js"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { openModal } from "../../../core/router/openModal.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { signIn } from "../../../core/siwx/flow/signIn.js"
import type { SiwxMessage, SiwxSession } from "../../../schemas/Siwx.js"
import { ALICE, WALLET_ID, evmEnv, installWallet, trackedEvents, views } from "../connection/evmTestEnv.js"

const ALICE_KEY: Hex = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d"
const NOON = Date.parse("2026-11-25T12:00:00.000Z")
const SITE = "https://app.example/"

/** A message a host may answer: every field valid. */
const good = (accountAddress: string, chainId: SiwxMessage["chainId"]): SiwxMessage => ({
  accountAddress,
  chainId,
  domain: "app.example",
  uri: SITE,
  version: "1",
  nonce: "abcdefgh1234",
  issuedAt: "2026-11-25T12:00:00.000Z"
})

/** A required host store whose createMessage answers `answer` of the good message; what it keeps is recorded. */
const hostStore = (answer: (message: SiwxMessage) => unknown) => {
  const added: Array<SiwxSession> = []
  const store: SiwxConfig = {
    createMessage: async ({ accountAddress, chainId }) => answer(good(accountAddress, chainId)) as SiwxMessage,
    addSession: async (session) => {
      added.push(session)
    },
    getSessions: async () => added,
    revokeSession: async () => undefined,
    setSessions: async () => undefined,
    getRequired: () => true
  }
  return { store, added }
}

/** Connected with a wallet that signs with ALICE's key; its requests are recorded. */
const connected = Effect.gen(function* () {
  yield* TestClock.setTime(NOON)
  const wallet = yield* installWallet({ chains: [137] })
  wallet.answer("personal_sign", (params) => privateKeyToAccount(ALICE_KEY).signMessage({ message: { raw: (params as [Hex])[0] } }))
  yield* openModal()
  yield* connectWallet(WALLET_ID)
  expect(yield* views).toEqual(["SIWXSignMessage"])
  return wallet
})

const snackbar = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.snackbar))

/** Signing in is refused by the catalogue's flow, the wallet never asked; the refusal's cause. */
const refusedWithoutSigning = Effect.gen(function* () {
  const wallet = yield* connected
  const error = yield* Effect.flip(signIn)
  expect(error._tag).toBe("SignMessageFailed")
  expect(yield* snackbar).toMatchObject({ open: true, message: "Error signing message", variant: "error" })
  expect((yield* trackedEvents).map((event) => event.event)).toContain("SIWX_AUTH_ERROR")
  expect(yield* views).toEqual(["SIWXSignMessage"])
  expect(wallet.requests().map((request) => request.method)).not.toContain("personal_sign")
  return String(error.cause)
})

const without = (key: keyof SiwxMessage) => (message: SiwxMessage) => {
  const { [key]: _left, ...rest } = message
  return rest
}

/** Each bad answer, and the field its refusal names. */
const badAnswers: ReadonlyArray<readonly [string, (message: SiwxMessage) => unknown, string]> = [
  ["an issued-at time that is not a date", (m) => ({ ...m, issuedAt: "not a date" }), "issuedAt"],
  ["an address that is not hex", (m) => ({ ...m, accountAddress: "0xZZZ" }), "accountAddress"],
  ["a statement with a line break", (m) => ({ ...m, statement: "Sign in\nURI: https://evil.example/" }), "statement"],
  ["no nonce", without("nonce"), "nonce"],
  ["a nonce of 7 characters", (m) => ({ ...m, nonce: "abc1234" }), "nonce"],
  ["version 3", (m) => ({ ...m, version: "3" }), "version"],
  ["an impossible date, 2100-02-31", (m) => ({ ...m, issuedAt: "2100-02-31T00:00:00.000Z" }), "issuedAt"],
  ["a date that is not RFC 3339", (m) => ({ ...m, issuedAt: "Wed Oct 05 2011 16:48:00 GMT+0200 (CEST)" }), "issuedAt"],
  ["an expiration that is not a date", (m) => ({ ...m, expirationTime: "tomorrow" }), "expirationTime"],
  ["a not-before hour 25", (m) => ({ ...m, notBefore: "2026-11-25T25:00:00.000Z" }), "notBefore"],
  ["a domain that is not an authority", (m) => ({ ...m, domain: "#notrfc4501" }), "domain"],
  ["a URI that is not RFC 3986", (m) => ({ ...m, uri: ":not_a_rfc3986_valid_uri_" }), "uri"],
  ["a resource that is not a URI", (m) => ({ ...m, resources: ["https://app.example/terms", "app.example"] }), "resources"],
  ["a request id with a space", (m) => ({ ...m, requestId: "one two" }), "requestId"],
  ["an address with a wrong checksum", (m) => ({ ...m, accountAddress: "0x70997970c51812dc3A010C7d01b50e0d17dc79C8" }), "accountAddress"],
  ["another account than asked", (m) => ({ ...m, accountAddress: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC" }), "accountAddress"],
  ["another network than asked", (m) => ({ ...m, chainId: "eip155:137" }), "chainId"],
  ["no answer at all", () => null, "not an object"]
]

describe("a host store's message fields (SPEC §4)", () => {
  for (const [name, answer, field] of badAnswers) {
    it.effect(`${name}: 'Error signing message', the wallet never asked, nothing kept`, () => {
      const host = hostStore(answer)
      return Effect.gen(function* () {
        const cause = yield* refusedWithoutSigning
        expect(cause).toContain(field)
        expect(host.added).toEqual([])
      }).pipe(Effect.provide(evmEnv({ options: { siwx: host.store } }).layer))
    })
  }

  it.effect("valid fields are signed exactly as given: a date without milliseconds, a lowercase address written as its checksum", () => {
    const host = hostStore((m) => ({ ...m, accountAddress: m.accountAddress.toLowerCase(), issuedAt: "2026-11-25T12:00:00Z", requestId: "" }))
    return Effect.gen(function* () {
      yield* connected
      yield* signIn
      expect(host.added).toHaveLength(1)
      const lines = host.added[0]!.message.split("\n")
      expect(lines[1]).toBe(ALICE)
      expect(lines).toContain("Issued At: 2026-11-25T12:00:00Z")
      expect(lines).toContain("Request ID: ")
      expect(host.added[0]!.data.issuedAt).toBe("2026-11-25T12:00:00Z")
    }).pipe(Effect.provide(evmEnv({ options: { siwx: host.store } }).layer))
  })

  it.effect("without an issued-at time the message is issued now, on the clock", () => {
    const host = hostStore(without("issuedAt"))
    return Effect.gen(function* () {
      yield* connected
      yield* signIn
      expect(host.added[0]!.message.split("\n")).toContain("Issued At: 2026-11-25T12:00:00.000Z")
      expect(host.added[0]!.data.issuedAt).toBe("2026-11-25T12:00:00.000Z")
    }).pipe(Effect.provide(evmEnv({ options: { siwx: host.store } }).layer))
  })
})

describe("a SIWE client's message fields (SPEC §4)", () => {
  /** A SIWE client whose nonce and params are given; what it was asked to verify is recorded. */
  const siweClient = (nonce: string, params: Record<string, unknown>) => {
    const verified: Array<string> = []
    const config: SiweConfig = {
      getNonce: async () => nonce,
      createMessage: (args) => `SIWE ${args.address} ${args.nonce}`,
      methods: {
        getMessageParams: async () => ({ domain: "app.example", uri: SITE, ...params }),
        getSession: async () => null,
        verifyMessage: async ({ message }) => {
          verified.push(message)
          return true
        },
        signOut: async () => true
      }
    }
    return { config, verified }
  }

  const cases: ReadonlyArray<readonly [string, string, Record<string, unknown>, string]> = [
    ["a nonce with a dash", "nonce-1", {}, "nonce"],
    ["an issued-at time that is not a date", "abcdefgh1234", { iat: "not a date" }, "issuedAt"],
    ["a statement with a line break", "abcdefgh1234", { statement: "one\ntwo" }, "statement"],
    ["an empty domain", "abcdefgh1234", { domain: "" }, "domain"]
  ]
  for (const [name, nonce, params, field] of cases) {
    it.effect(`${name}: 'Error signing message', the wallet never asked, nothing verified`, () => {
      const siwe = siweClient(nonce, params)
      return Effect.gen(function* () {
        expect(yield* refusedWithoutSigning).toContain(field)
        expect(siwe.verified).toEqual([])
      }).pipe(Effect.provide(evmEnv({ options: { siweConfig: siwe.config } }).layer))
    })
  }
})
