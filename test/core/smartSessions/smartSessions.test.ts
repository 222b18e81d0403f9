/**
 * Smart sessions (SPEC §1, WIRE §1.2): the connected EVM account's sessions are listed from
 * `GET /v1/sessions/{caipAddress}` (revoked ones left out; a malformed or failed answer is 'Error
 * fetching sessions'); Revoke has the account sign the session's `pci` with personal_sign (the scripted wallet's
 * signatures are shaped, not real), posts
 * `{pci, signature}` to `/v1/sessions/{address}/revoke?projectId=…`, and reads the list again.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { hexToString, type Hex } from "viem"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { fetchSmartSessions } from "../../../core/smartSessions/fetchSmartSessions.js"
import { revokeSmartSession } from "../../../core/smartSessions/revokeSmartSession.js"
import type { SmartSession } from "../../../schemas/BlockchainApi.js"
import { ALICE, WALLET_ID, defaultApi, evmEnv, installWallet } from "../connection/evmTestEnv.js"
import { sessionsApi } from "./sessionsApi.js"

const session = (pci: string, name: string, extra: Partial<SmartSession> = {}): SmartSession => ({
  project: { id: `project-${pci}`, name },
  pci,
  expiry: 1_900_000_000,
  createdAt: 1_700_000_000,
  permissions: [],
  policies: [{ id: "policy" }],
  context: "0x",
  ...extra
})

const GAME = session("pci-game", "Devnet Game")
const SHOP = session("pci-shop", "Devnet Shop")
const OLD = session("pci-old", "Old App", { revokedAt: 1_800_000_000 })

const setup = (sessions: ReadonlyArray<SmartSession> = [GAME, SHOP, OLD]) => {
  const api = sessionsApi(defaultApi, sessions)
  const env = evmEnv({ api: defaultApi })
  return { api, provide: <A, E, R>(program: Effect.Effect<A, E, R>) => program.pipe(Effect.provide(api.layer), Effect.provide(env.layer)) }
}

const connected = Effect.tap(installWallet(), () => connectWallet(WALLET_ID))

describe("fetchSmartSessions", () => {
  it.effect("lists the account's standing sessions by its CAIP-10 id, revoked ones left out", () => {
    const { api, provide } = setup()
    return provide(
      Effect.gen(function* () {
        yield* connected
        expect((yield* fetchSmartSessions).map((listed) => listed.pci)).toEqual(["pci-game", "pci-shop"])
        expect(api.lists()).toBe(1)
      })
    )
  })

  it.effect("without an EVM account: none, nothing asked", () => {
    const { api, provide } = setup()
    return provide(
      Effect.gen(function* () {
        expect(yield* fetchSmartSessions).toEqual([])
        expect(api.lists()).toBe(0)
      })
    )
  })

  const bad: ReadonlyArray<readonly [string, { readonly status: number; readonly body?: unknown }]> = [
    ["the bare list", { status: 200, body: [GAME] }],
    ["a session without its pci", { status: 200, body: { pcis: [{ ...GAME, pci: undefined }] } }],
    ["an expiry as text", { status: 200, body: { pcis: [{ ...GAME, expiry: "soon" }] } }],
    ["a 500", { status: 500 }]
  ]
  for (const [label, answer] of bad) {
    it.effect(`${label}: 'Error fetching sessions'`, () => {
      const { api, provide } = setup()
      api.listAnswer = answer
      return provide(
        Effect.gen(function* () {
          yield* connected
          const error = yield* Effect.flip(fetchSmartSessions)
          expect(error._tag).toBe("SmartSessionsFetchFailed")
          expect(messageOf(error)).toBe("Error fetching sessions")
        })
      )
    })
  }
})

describe("revokeSmartSession", () => {
  it.effect("the account signs the pci, the revocation is posted, and the list read again lacks it", () => {
    const { api, provide } = setup()
    return provide(
      Effect.gen(function* () {
        const wallet = yield* connected
        const left = yield* revokeSmartSession("pci-game")
        expect(left.map((listed) => listed.pci)).toEqual(["pci-shop"])

        const signed = wallet.requests().filter((request) => request.method === "personal_sign")
        expect(signed).toHaveLength(1)
        const [message, signer] = signed[0]!.params as [Hex, string]
        expect(hexToString(message)).toBe("pci-game")
        expect(signer).toBe(ALICE)

        expect(api.posts).toHaveLength(1)
        expect(api.posts[0]?.path).toBe(`/v1/sessions/${ALICE}/revoke`)
        expect(api.posts[0]?.query).toEqual({ projectId: "test-project" })
        const body = api.posts[0]?.body as { pci: string; signature: Hex }
        expect(body.pci).toBe("pci-game")
        expect(body.signature).toMatch(/^0x[0-9a-f]{130}$/)
        expect(api.lists()).toBe(1)
      })
    )
  })

  it.effect("the wallet's refusal: 'Error revoking session', nothing posted, the list not read", () => {
    const { api, provide } = setup()
    return provide(
      Effect.gen(function* () {
        const wallet = yield* connected
        wallet.fail("personal_sign", 4001, "User denied message signature.")
        const error = yield* Effect.flip(revokeSmartSession("pci-game"))
        expect(messageOf(error)).toBe("Error revoking session")
        expect(api.posts).toEqual([])
        expect(api.lists()).toBe(0)
        expect(api.sessions.map((kept) => kept.pci)).toContain("pci-game")
      })
    )
  })

  const refusals: ReadonlyArray<readonly [string, { readonly status: number; readonly body?: unknown }]> = [
    ["a bad signature (401)", { status: 401 }],
    ["success: false", { status: 200, body: { success: false } }],
    ["an answer that is not an object", { status: 200, body: "revoked" }]
  ]
  for (const [label, answer] of refusals) {
    it.effect(`${label}: 'Error revoking session', the list not read again`, () => {
      const { api, provide } = setup()
      api.revokeAnswer = answer
      return provide(
        Effect.gen(function* () {
          yield* connected
          const error = yield* Effect.flip(revokeSmartSession("pci-game"))
          expect(error._tag).toBe("RevokeSmartSessionFailed")
          expect(messageOf(error)).toBe("Error revoking session")
          expect(api.lists()).toBe(0)
        })
      )
    })
  }

  it.effect("revoked, but the list read again is malformed: 'Error fetching sessions'", () => {
    const { api, provide } = setup()
    return provide(
      Effect.gen(function* () {
        yield* connected
        api.listAnswer = { status: 200, body: { sessions: [] } }
        const error = yield* Effect.flip(revokeSmartSession("pci-game"))
        expect(messageOf(error)).toBe("Error fetching sessions")
        expect(api.sessions.map((kept) => kept.pci)).toEqual(["pci-shop", "pci-old"])
      })
    )
  })
})
