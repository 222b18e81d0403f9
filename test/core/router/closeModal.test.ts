import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { closeModal } from "../../../core/router/closeModal.js"
import { forceCloseModal } from "../../../core/router/forceCloseModal.js"
import { openModal } from "../../../core/router/openModal.js"
import { Modal } from "../../../core/services/Modal.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import type { SiwxSession } from "../../../schemas/Siwx.js"
import { privateKeyToAccount } from "viem/accounts"
import { createSiwxMessage } from "../../../core/siwx/eip4361/createSiwxMessage.js"
import { localSiwx } from "../../../core/siwx/localSiwx.js"
import { EVM_ADDRESS, connectAccount, siwxConfig, testEnv, views } from "./testEnv.js"

const modalOpen = Effect.flatMap(Modal, (modal) => Ref.get(modal.state)).pipe(Effect.map((s) => s.open))

const required = testEnv({ siwx: siwxConfig({ required: true }) })

/** A session of the local sign-in store (`@appkit/siwx`, WIRE §5). */
const session = (accountAddress: string, chainId: string): typeof SiwxSession.Encoded => ({
  data: { accountAddress, chainId, domain: "app.example", uri: "https://app.example", version: "1", nonce: "n0nce" },
  message: "app.example wants you to sign in",
  signature: "0x5ig"
})

/** The account's own session on mainnet, signed with its key (EVM_ADDRESS is this key's). */
const signedSession = async (accountAddress: string): Promise<typeof SiwxSession.Encoded> => {
  const data = { accountAddress, chainId: "eip155:1", domain: "app.example", uri: "https://app.example", version: "1", nonce: "n0nce1234", issuedAt: "2026-11-25T12:00:00.000Z" }
  const message = createSiwxMessage(data)
  const key = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")
  return { data, message, signature: await key.signMessage({ message }) }
}

/** Sign-in required with the local store (`localSiwx`), holding these sessions. */
const requiredWithStored = (sessions: ReadonlyArray<typeof SiwxSession.Encoded>) =>
  testEnv({ siwx: localSiwx({ required: true }) }, undefined, StorageMemory.layerWith([["@appkit/siwx", JSON.stringify(sessions)]]))

/** Sign-in required with a host store that has these sessions. */
const requiredWithHostSessions = (sessions: ReadonlyArray<typeof SiwxSession.Encoded>) =>
  testEnv({ siwx: { ...siwxConfig({ required: true }), getSessions: () => Promise.resolve(sessions as ReadonlyArray<SiwxSession>) } })

describe("closeModal", () => {
  it.effect("closes the modal and restarts the history at Connect", () =>
    Effect.gen(function* () {
      yield* openModal({ view: "AllWallets" })
      yield* closeModal
      expect(yield* modalOpen).toBe(false)
      expect(yield* views).toEqual(["Connect"])
    }).pipe(Effect.provide(testEnv())))

  for (const view of ["SIWXSignMessage", "ApproveTransaction"] as const) {
    it.effect(`on ${view} with sign-in required and no session, fails and keeps the modal open`, () =>
      Effect.gen(function* () {
        yield* connectAccount()
        yield* openModal({ view })
        const error = yield* Effect.flip(closeModal)
        expect(error._tag).toBe("ModalCloseBlocked")
        expect(error.view).toBe(view)
        expect(yield* modalOpen).toBe(true)
        expect(yield* views).toEqual([view])
      }).pipe(Effect.provide(required)))
  }

  it.effect("on the sign-in view closes when the stored sessions hold one for the account on its network", () =>
    Effect.gen(function* () {
      const signed = yield* Effect.promise(() => signedSession(EVM_ADDRESS.toLowerCase()))
      yield* Effect.gen(function* () {
        yield* connectAccount()
        yield* openModal({ view: "SIWXSignMessage" })
        yield* closeModal
        expect(yield* modalOpen).toBe(false)
      }).pipe(Effect.provide(requiredWithStored([signed])))
    }))

  it.effect("a stored session whose signature is not the account's keeps the sign-in view open", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      yield* openModal({ view: "SIWXSignMessage" })
      expect((yield* Effect.flip(closeModal))._tag).toBe("ModalCloseBlocked")
    }).pipe(Effect.provide(requiredWithStored([session(EVM_ADDRESS, "eip155:1")]))))

  it.effect("with a host store, its getSessions answers: a session it has for the account lets the modal close, the local store is not read", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      yield* openModal({ view: "SIWXSignMessage" })
      yield* closeModal
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(requiredWithHostSessions([session(EVM_ADDRESS, "eip155:1")]))))

  it.effect("with a host store that has none, a session in the local store does not count", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      yield* openModal({ view: "SIWXSignMessage" })
      expect((yield* Effect.flip(closeModal))._tag).toBe("ModalCloseBlocked")
    }).pipe(
      Effect.provide(
        testEnv({ siwx: siwxConfig({ required: true }) }, undefined, StorageMemory.layerWith([["@appkit/siwx", JSON.stringify([session(EVM_ADDRESS, "eip155:1")])]]))
      )
    ))

  for (const [what, stored] of [
    ["another network", session(EVM_ADDRESS, "eip155:137")],
    ["another account", session("0x0000000000000000000000000000000000000b0b", "eip155:1")]
  ] as const) {
    it.effect(`a stored session of ${what} keeps the sign-in view open`, () =>
      Effect.gen(function* () {
        yield* connectAccount()
        yield* openModal({ view: "SIWXSignMessage" })
        const error = yield* Effect.flip(closeModal)
        expect(error._tag).toBe("ModalCloseBlocked")
        expect(yield* modalOpen).toBe(true)
      }).pipe(Effect.provide(requiredWithStored([stored]))))
  }

  it.effect("an unreadable session store counts as no session", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      yield* openModal({ view: "ApproveTransaction" })
      expect((yield* Effect.flip(closeModal))._tag).toBe("ModalCloseBlocked")
    }).pipe(
      Effect.provide(testEnv({ siwx: siwxConfig({ required: true }) }, undefined, StorageMemory.layerWith([["@appkit/siwx", "{not json"]])))
    ))

  it.effect("on the sign-in view closes when sign-in is not required", () =>
    Effect.gen(function* () {
      yield* openModal({ view: "SIWXSignMessage" })
      yield* closeModal
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(testEnv({ siwx: siwxConfig({ required: false }) }))))

  it.effect("on other views closes even when sign-in is required", () =>
    Effect.gen(function* () {
      yield* openModal({ view: "Account" })
      yield* closeModal
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(required)))

  it.effect("the older SIWE client counts as required unless it says otherwise", () =>
    Effect.gen(function* () {
      yield* openModal({ view: "SIWXSignMessage" })
      expect((yield* Effect.flip(closeModal))._tag).toBe("ModalCloseBlocked")
    }).pipe(Effect.provide(testEnv({ siweConfig: siweConfig }))))

  it.effect("forceCloseModal closes whatever the sign-in state", () =>
    Effect.gen(function* () {
      yield* openModal({ view: "SIWXSignMessage" })
      yield* forceCloseModal
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(required)))

  it.effect("an embedded modal shows Account after closing while connected", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      yield* openModal({ view: "SwitchNetwork" })
      yield* closeModal
      expect(yield* views).toEqual(["Account"])
    }).pipe(Effect.provide(testEnv({ embedded: true }))))
})

const siweConfig = {
  getNonce: () => Promise.resolve("nonce"),
  createMessage: () => "message",
  methods: {
    getSession: () => Promise.resolve(null),
    verifyMessage: () => Promise.resolve(true),
    signOut: () => Promise.resolve(true)
  }
}
