import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { EvmAdapter } from "doorway-connect/adapters"
import { mainnet, polygon, solana } from "doorway-connect/networks"
import { checkAdapters } from "../../../core/config/checkAdapters.js"
import type { ResolvedOptions } from "../../../core/config/ResolvedOptions.js"
import { messageOf } from "../../../core/errors/catalogue.js"

type Checked = Pick<ResolvedOptions, "networks" | "defaultNetwork" | "adapters">

const check = (options: Checked) => checkAdapters(options)
const failure = (options: Checked) => Effect.flip(checkAdapters(options))

describe("checkAdapters (SPEC §1)", () => {
  it.effect("without adapters the families follow from the networks: any network goes", () =>
    check({ networks: [mainnet, solana], defaultNetwork: undefined, adapters: undefined }))

  it.effect("the EVM adapter covers EVM networks", () =>
    check({ networks: [mainnet, polygon], defaultNetwork: polygon, adapters: [new EvmAdapter()] }))

  it.effect("a network of a family no adapter connects fails with NoAdapterForNetwork", () =>
    Effect.gen(function* () {
      const error = yield* failure({ networks: [mainnet, solana], defaultNetwork: undefined, adapters: [new EvmAdapter()] })
      expect(error).toMatchObject({
        _tag: "NoAdapterForNetwork",
        network: "Solana",
        caipNetworkId: solana.caipNetworkId,
        chainNamespace: "solana",
        adapters: ["eip155"]
      })
      expect(messageOf(error)).toBe(
        `No adapter connects the network Solana (${solana.caipNetworkId}): its family is solana, and the adapters listed connect eip155`
      )
    }))

  it.effect("the default network is checked too", () =>
    Effect.gen(function* () {
      const error = yield* failure({ networks: [mainnet], defaultNetwork: solana, adapters: [new EvmAdapter()] })
      expect(error.caipNetworkId).toBe(solana.caipNetworkId)
    }))

  it.effect("an empty list connects no family", () =>
    Effect.gen(function* () {
      const error = yield* failure({ networks: [mainnet], defaultNetwork: undefined, adapters: [] })
      expect(error.adapters).toEqual([])
      expect(messageOf(error)).toBe(
        "No adapter connects the network Ethereum (eip155:1): its family is eip155, and the adapters listed connect no family"
      )
    }))

  it.effect("from unchecked code: entries without a namespace connect nothing, repeats count once, a lone adapter is no list", () =>
    Effect.gen(function* () {
      const mixed = [null, {}, "eip155", new EvmAdapter(), new EvmAdapter()] as unknown as ResolvedOptions["adapters"]
      const error = yield* failure({ networks: [mainnet, solana], defaultNetwork: undefined, adapters: mixed })
      expect(error).toMatchObject({ chainNamespace: "solana", adapters: ["eip155"] })
      const lone = new EvmAdapter() as unknown as ResolvedOptions["adapters"]
      expect((yield* failure({ networks: [mainnet], defaultNetwork: undefined, adapters: lone })).adapters).toEqual([])
    }))
})
