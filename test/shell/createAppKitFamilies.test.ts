/**
 * The type check of `createAppKit`'s networks against its adapters: networks as the library exports
 * them must be of the adapters' families; a list typed as AppKit's quick starts type it
 * (`[AppKitNetwork, ...AppKitNetwork[]]`) is left to the modal's start (NoAdapterForNetwork).
 * The assertions are the compiler's (`npm run typecheck`); the calls are never made.
 */
import { describe, expect, it } from "vitest"
import { EvmAdapter, SolanaAdapter } from "../../core/adapters/index.js"
import type { AppKitNetwork } from "../../core/networks/index.js"
import { mainnet, polygon, solana } from "../../core/networks/index.js"
import type { createAppKit } from "../../shell/createAppKit.js"

/** Type-checks a call without making it. */
const typed = (call: (create: typeof createAppKit) => unknown): boolean => typeof call === "function"

describe("createAppKit's networks against its adapters", () => {
  it("takes networks of the adapters' families and AppKit's wide network lists; refuses a literal network of another family", () => {
    const appKitNetworks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, polygon]
    expect(
      [
        typed((create) => create({ projectId: "p", networks: [mainnet, polygon], adapters: [new EvmAdapter()] })),
        typed((create) => create({ projectId: "p", networks: [mainnet, solana], adapters: [new EvmAdapter(), new SolanaAdapter()] })),
        typed((create) => create({ projectId: "p", networks: appKitNetworks, adapters: [new EvmAdapter()] })),
        typed((create) => create({ projectId: "p", networks: [mainnet, solana] })),
        // @ts-expect-error Solana is not of the family the EVM adapter connects
        typed((create) => create({ projectId: "p", networks: [mainnet, solana], adapters: [new EvmAdapter()] }))
      ].every(Boolean)
    ).toBe(true)
  })
})
