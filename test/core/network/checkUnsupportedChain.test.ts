import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { polygon } from "doorway-connect/networks"
import { checkUnsupportedChain } from "../../../core/network/checkUnsupportedChain.js"
import { setWalletNetwork } from "../../../core/network/setWalletNetwork.js"
import { unsupportedNetwork } from "../../../core/network/unsupportedNetwork.js"
import { openModal } from "../../../core/router/openModal.js"
import { connectAs, evmEnv, modalOpen, views } from "../connection/evmTestEnv.js"

const onChain = (chainId: number) =>
  Effect.gen(function* () {
    yield* connectAs("eip155", "io.wallet")
    yield* setWalletNetwork(chainId === 137 ? polygon : unsupportedNetwork(chainId), { activate: true })
  })

describe("checkUnsupportedChain", () => {
  it.effect("connected on an unsupported network: the modal opens on UnsupportedChain", () =>
    Effect.gen(function* () {
      yield* onChain(10)
      expect(yield* checkUnsupportedChain).toBe(true)
      expect(yield* modalOpen).toBe(true)
      expect(yield* views).toEqual(["UnsupportedChain"])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("from an open modal the view is pushed", () =>
    Effect.gen(function* () {
      yield* onChain(10)
      yield* openModal()
      yield* checkUnsupportedChain
      expect(yield* views).toEqual(["Account", "UnsupportedChain"])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a configured network, or nothing connected, opens nothing", () =>
    Effect.gen(function* () {
      expect(yield* checkUnsupportedChain).toBe(false)
      yield* onChain(137)
      expect(yield* checkUnsupportedChain).toBe(false)
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("network switching off: nothing opens", () =>
    Effect.gen(function* () {
      yield* onChain(10)
      expect(yield* checkUnsupportedChain).toBe(false)
    }).pipe(Effect.provide(evmEnv({ options: { enableNetworkSwitch: false } }).layer)))

  it.effect("unsupported chains allowed: nothing opens", () =>
    Effect.gen(function* () {
      yield* onChain(10)
      expect(yield* checkUnsupportedChain).toBe(false)
    }).pipe(Effect.provide(evmEnv({ options: { allowUnsupportedChain: true } }).layer)))
})
