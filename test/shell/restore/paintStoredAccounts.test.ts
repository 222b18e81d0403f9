/**
 * A returning visitor's stored account is painted into the page's cells while it is restored,
 * never beyond: it ends for good at the first state that is not connecting or that has an address
 * of its own, and the hooks report it as not connected.
 */
import { describe, expect, it } from "vitest"
import { initialChainStates } from "../../../core/connection/initialChainStates.js"
import { mainnet, polygon, solana } from "../../../core/networks/index.js"
import type { Chains } from "../../../core/services/ChainState.js"
import type { AccountState } from "../../../schemas/Account.js"
import type { CaipAddress } from "../../../schemas/Caip.js"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import { paintNothing, paintStoredAccounts } from "../../../shell/runtime/paintStoredAccounts.js"
import { accountInfo } from "../../../shell/runtime/selectors.js"

const STORED = "0x00000000000000000000000000000000000000a1"
const GRANTED = "0x00000000000000000000000000000000000000b2"
const NETWORKS = [mainnet, polygon, solana]
const base = initialChainStates(NETWORKS).chains

const withAccount = (chains: Chains, namespace: ChainNamespace, account: Partial<AccountState>): Chains => {
  const state = chains.get(namespace)
  if (state === undefined) throw new Error(`no ${namespace}`)
  return new Map(chains).set(namespace, { ...state, accountState: { ...state.accountState, ...account } })
}
const connecting = withAccount(base, "eip155", { status: "connecting" })
const evm = (chains: Chains) => accountInfo(chains.get("eip155"))

describe("paintStoredAccounts", () => {
  it("paints the stored address on the namespace's network while it connects, as reconnecting and not connected", () => {
    const painted = paintStoredAccounts(new Map([["eip155", { address: STORED }]]), NETWORKS)(connecting)
    expect(evm(painted)).toMatchObject({ address: STORED, caipAddress: `eip155:1:${STORED}`, status: "reconnecting", isConnected: false })
    // Another namespace is left as it is.
    expect(painted.get("solana")).toBe(connecting.get("solana"))
  })

  it("paints it on the stored network when the app offers it (the start-up program selects it first), else on the current one", () => {
    const onPolygon = paintStoredAccounts(new Map([["eip155", { address: STORED, caipNetworkId: "eip155:137" }]]), NETWORKS)(connecting)
    expect(evm(onPolygon).caipAddress).toBe(`eip155:137:${STORED}`)
    expect(onPolygon.get("eip155")?.networkState.caipNetwork?.name).toBe("Polygon")
    const unknown = paintStoredAccounts(new Map([["eip155", { address: STORED, caipNetworkId: "eip155:999" }]]), NETWORKS)(connecting)
    expect(evm(unknown).caipAddress).toBe(`eip155:1:${STORED}`)
  })

  it("withdraws the paint at the first disconnected state, and never paints again (a later connect shows no stale address)", () => {
    const paint = paintStoredAccounts(new Map([["eip155", { address: STORED }]]), NETWORKS)
    expect(evm(paint(connecting)).address).toBe(STORED)
    const refused = withAccount(base, "eip155", { status: "disconnected" })
    expect(evm(paint(refused))).toMatchObject({ address: undefined, isConnected: false, status: "disconnected" })
    expect(evm(paint(connecting))).toMatchObject({ address: undefined, status: "connecting" })
  })

  it("gives way to the address the wallet granted, and stops there", () => {
    const paint = paintStoredAccounts(new Map([["eip155", { address: STORED }]]), NETWORKS)
    const granted = withAccount(base, "eip155", { status: "connected", caipAddress: `eip155:1:${GRANTED}` as CaipAddress, address: GRANTED })
    expect(evm(paint(granted))).toMatchObject({ address: GRANTED, isConnected: true, status: "connected" })
    expect(evm(paint(connecting)).address).toBeUndefined()
  })

  it("paints nothing for a namespace that is not connecting at its first state", () => {
    const paint = paintStoredAccounts(new Map([["eip155", { address: STORED }]]), NETWORKS)
    expect(paint(base)).toBe(base)
    expect(evm(paint(connecting)).address).toBeUndefined()
  })

  it("with nothing stored, is the identity", () => {
    expect(paintStoredAccounts(new Map(), NETWORKS)).toBe(paintNothing)
    expect(paintNothing(connecting)).toBe(connecting)
  })
})
