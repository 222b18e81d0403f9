import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { base, bitcoin, mainnet, polygon, solana } from "doorway-connect/networks"
import { switchNetwork } from "../../../core/network/switchNetwork.js"
import { openModal } from "../../../core/router/openModal.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { activeNamespace, connectAs, evmEnv, historyOf, modalOpen, networkOf, views } from "../connection/evmTestEnv.js"

const alert = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.alert))

describe("switchNetwork (the opening rules of SPEC §2)", () => {
  it.effect("a network the app is not configured with shows Network Not Found and fails", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(switchNetwork(base))
      expect(error).toMatchObject({ _tag: "NetworkNotFound", caipNetworkId: base.caipNetworkId })
      expect(yield* alert).toMatchObject({ open: true, message: "Network Not Found", variant: "error" })
      expect(yield* networkOf()).toEqual(mainnet)
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("the active network changes nothing", () =>
    Effect.gen(function* () {
      yield* connectAs("eip155", "io.wallet")
      expect(yield* switchNetwork(mainnet)).toBe("Unchanged")
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("with nothing connected the network is just selected, in any namespace", () =>
    Effect.gen(function* () {
      expect(yield* switchNetwork(polygon)).toBe("Selected")
      expect(yield* networkOf()).toEqual(polygon)
      expect(yield* switchNetwork(solana.caipNetworkId)).toBe("Selected")
      expect(yield* activeNamespace).toBe("solana")
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("connected, another network of the namespace opens SwitchNetwork for it (the modal opens on it)", () =>
    Effect.gen(function* () {
      yield* connectAs("eip155", "io.wallet")
      expect(yield* switchNetwork(polygon)).toBe("SwitchNetwork")
      expect(yield* modalOpen).toBe(true)
      expect(yield* historyOf).toEqual([{ view: "SwitchNetwork", data: { caipNetworkId: polygon.caipNetworkId } }])
      // Nothing changes until the view has the wallet switch.
      expect(yield* networkOf()).toEqual(mainnet)
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("from an open modal the view is pushed over the current one", () =>
    Effect.gen(function* () {
      yield* connectAs("eip155", "io.wallet")
      yield* openModal()
      yield* switchNetwork(polygon)
      expect(yield* views).toEqual(["Account", "SwitchNetwork"])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a network of another namespace that is not connected opens SwitchActiveChain, then Connect, replacing", () =>
    Effect.gen(function* () {
      yield* connectAs("eip155", "io.wallet")
      expect(yield* switchNetwork(solana)).toBe("SwitchActiveChain")
      expect(yield* historyOf).toEqual([
        { view: "SwitchActiveChain", data: { caipNetworkId: solana.caipNetworkId, navigateTo: "Connect", replace: true } }
      ])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a network of another namespace that is connected opens SwitchNetwork", () =>
    Effect.gen(function* () {
      yield* connectAs("eip155", "io.wallet")
      yield* connectAs("solana", "phantom")
      expect(yield* switchNetwork(solana)).toBe("SwitchNetwork")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("with the confirmation ignored, SwitchNetwork opens even for another namespace", () =>
    Effect.gen(function* () {
      yield* connectAs("eip155", "io.wallet")
      expect(yield* switchNetwork(solana, { ignoreConfirmation: true })).toBe("SwitchNetwork")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("the embedded wallet serving the target's chain family opens SwitchNetwork", () =>
    Effect.gen(function* () {
      yield* connectAs("eip155", "ID_AUTH")
      expect(yield* switchNetwork(solana)).toBe("SwitchNetwork")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("the embedded wallet does not serve Bitcoin: SwitchActiveChain", () =>
    Effect.gen(function* () {
      yield* connectAs("eip155", "ID_AUTH")
      expect(yield* switchNetwork(bitcoin)).toBe("SwitchActiveChain")
    }).pipe(Effect.provide(evmEnv({ options: { networks: [mainnet, polygon, solana, bitcoin] } }).layer)))
})
