/**
 * A page that comes back (a reload) with sign-in sessions in storage it did not write (SPEC §4;
 * storage is not ours to trust): a session whose signature does not hold does not sign the
 * account in. The visitor is asked to sign in (SIWXSignMessage), the modal cannot close while
 * sign-in is required, the forged session is dropped with a warning and the account's valid
 * session on another network kept.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, TestClock } from "effect"
import { privateKeyToAccount } from "viem/accounts"
import { mainnet, polygon } from "doorway-connect/networks"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { readLogs } from "../../../core/logging/readLogs.js"
import { closeModal } from "../../../core/router/closeModal.js"
import { openModal } from "../../../core/router/openModal.js"
import { SignInState } from "../../../core/services/SignInState.js"
import { Storage } from "../../../core/services/Storage.js"
import { createSiwxMessage } from "../../../core/siwx/eip4361/createSiwxMessage.js"
import { localSiwx } from "../../../core/siwx/localSiwx.js"
import * as LogTest from "../../../layers/LogTest.js"
import type { CaipNetworkId } from "../../../schemas/Caip.js"
import type { SiwxMessageData, SiwxSession } from "../../../schemas/Siwx.js"
import { ALICE, WALLET_ID, defaultChain, evmEnv, installWallet, modalOpen, views } from "../connection/evmTestEnv.js"

const alice = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")
const NOON = Date.parse("2026-11-25T12:00:00.000Z")
const SITE = "https://app.example/"

const dataOn = (chainId: CaipNetworkId, nonce = "n0nce1234"): SiwxMessageData => ({
  accountAddress: ALICE,
  chainId,
  domain: "app.example",
  uri: SITE,
  version: "1",
  nonce,
  issuedAt: "2026-11-25T11:00:00.000Z"
})

const signed = async (data: SiwxMessageData): Promise<SiwxSession> => {
  const message = createSiwxMessage(data)
  return { data, message, signature: await alice.signMessage({ message }) }
}

/** Alice's account has no code: a signature that is not her key's is not hers. */
const chain = Object.fromEntries(
  Object.entries(defaultChain).map(([network, methods]) => [network, { ...methods, eth_getCode: () => ({ result: "0x" }) }])
)

const envWith = (sessions: ReadonlyArray<SiwxSession>) =>
  Layer.merge(
    evmEnv({
      options: { siwx: localSiwx({ required: true, url: SITE }) },
      storage: [["@appkit/siwx", JSON.stringify(sessions)]],
      chain
    }).layer,
    LogTest.layer({ level: "warn" })
  )

const storedSessions = Effect.flatMap(Storage, (storage) =>
  Effect.map(storage.get("@appkit/siwx"), Option.map((text) => JSON.parse(text) as ReadonlyArray<SiwxSession>))
)
const hasSession = Effect.flatMap(SignInState, (state) => state.hasSession)

const reloadAndConnect = Effect.gen(function* () {
  yield* TestClock.setTime(NOON)
  yield* installWallet({ chains: [137] })
  yield* openModal()
  yield* connectWallet(WALLET_ID)
})

describe("stored sign-in sessions after a reload (SPEC §4)", () => {
  const forgeries: ReadonlyArray<readonly [string, (real: SiwxSession) => SiwxSession]> = [
    ["a garbage signature", (real) => ({ ...real, signature: "0x1234" })],
    ["a changed message", (real) => ({ ...real, message: real.message.replace("Nonce: n0nce1234", "Nonce: n0nce9999") })],
    ["a forged nonce with an all-zero signature", () => {
      const data = dataOn(mainnet.caipNetworkId, "forged1234")
      return { data, message: createSiwxMessage(data), signature: `0x${"00".repeat(65)}` }
    }]
  ]

  for (const [name, forge] of forgeries) {
    it.effect(`${name}: asked to sign in, not signed in, dropped with a warning, the session on Polygon kept`, () =>
      Effect.gen(function* () {
        const real = yield* Effect.promise(() => signed(dataOn(mainnet.caipNetworkId)))
        const onPolygon = yield* Effect.promise(() => signed(dataOn(polygon.caipNetworkId)))
        const forged = forge(real)
        return yield* Effect.gen(function* () {
          yield* reloadAndConnect
          expect(yield* views).toEqual(["SIWXSignMessage"])
          expect(yield* hasSession).toBe(false)
          expect((yield* Effect.flip(closeModal))._tag).toBe("ModalCloseBlocked")
          expect(yield* modalOpen).toBe(true)
          expect(yield* storedSessions).toEqual(Option.some([onPolygon]))
          expect((yield* readLogs).some((line) => line.includes("WARN Dropped a stored sign-in session on eip155:1"))).toBe(true)
        }).pipe(Effect.provide(envWith([forged, onPolygon])))
      }))
  }

  it.effect("the real session: signed in, nothing asked, nothing dropped", () =>
    Effect.gen(function* () {
      const real = yield* Effect.promise(() => signed(dataOn(mainnet.caipNetworkId)))
      return yield* Effect.gen(function* () {
        yield* reloadAndConnect
        expect(yield* views).toEqual(["Account"])
        expect(yield* hasSession).toBe(true)
        expect(yield* storedSessions).toEqual(Option.some([real]))
        expect((yield* readLogs).filter((line) => line.includes("sign-in session"))).toEqual([])
      }).pipe(Effect.provide(envWith([real])))
    }))
})
