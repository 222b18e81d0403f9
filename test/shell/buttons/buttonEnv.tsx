/**
 * The ready-made buttons rendered with `react-dom/server` over an instance whose state is fixed
 * at what a test gives (an inactive shell, as on a server): the button's HTML for that state.
 */
import type { ReactNode } from "react"
import { renderToString } from "react-dom/server"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import { resolveOptions } from "../../../core/config/resolveOptions.js"
import { mainnet, polygon, solana } from "../../../core/networks/index.js"
import type { AccountState } from "../../../schemas/Account.js"
import type { CaipAddress } from "../../../schemas/Caip.js"
import type { Network } from "../../../schemas/Network.js"
import { AppKitProvider } from "../../../shell/AppKitProvider.js"
import type { AppKitInstance } from "../../../shell/AppKitInstance.js"
import { makeInstance } from "../../../shell/makeInstance.js"
import { attachHandle } from "../../../shell/runtime/handles.js"
import { makeInstanceShell } from "../../../shell/runtime/InstanceShell.js"
import type { ShellState } from "../../../shell/runtime/startState.js"
import { startState } from "../../../shell/runtime/startState.js"

export const CATALOGUE = "http://catalogue.test"
export const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const closed = "http://127.0.0.1:9"

export const options = (overrides: Partial<AppKitOptions> = {}) =>
  resolveOptions({
    projectId: "test-project",
    networks: [mainnet, polygon, solana],
    endpoints: { blockchain: closed, catalogue: CATALOGUE, analytics: closed, secureSite: closed, relay: closed },
    ...overrides
  })

/** The state an instance with `overrides` starts with, then `change` applied. */
export const stateOf = (overrides: Partial<AppKitOptions> = {}, change: (state: ShellState) => ShellState = (state) => state) =>
  change(startState(options(overrides), undefined))

/** The EVM namespace of `state` with its account fields replaced by `account` (its network too, when given). */
export const withEvmAccount =
  (account: Partial<AccountState>, network?: Network) =>
  (state: ShellState): ShellState => {
    const evm = state.chains.get("eip155")
    if (evm === undefined) throw new Error("No EVM network configured")
    return {
      ...state,
      chains: new Map(state.chains).set("eip155", {
        ...evm,
        networkState: network === undefined ? evm.networkState : { ...evm.networkState, caipNetwork: network },
        accountState: { ...evm.accountState, ...account }
      })
    }
  }

/** The EVM namespace connected as `address` on `network`, with any other account fields given. */
export const connectedEvm = (network: Network, address: string, account: Partial<AccountState> = {}) =>
  withEvmAccount({ status: "connected", caipAddress: `${network.caipNetworkId}:${address}` as CaipAddress, address, ...account }, network)

/** An instance whose state is `state` for good, with the options of `overrides`; its actions reject with `error()`. */
export const fixedInstance = (
  state: ShellState,
  overrides: Partial<AppKitOptions> = {},
  error: () => Error = () => new Error("a fixed instance runs nothing")
): AppKitInstance => {
  const shell = makeInstanceShell({
    id: "buttons-test",
    options: options(overrides),
    initial: state,
    serverInitial: state,
    load: () => Promise.reject(error()),
    fixed: true
  })
  const instance = makeInstance(shell, () => undefined, () => undefined)
  attachHandle(instance, shell)
  return instance
}

/** The HTML of `node` under an instance fixed at `state`, without the comments between text parts. */
export const render = (node: ReactNode, state: ShellState = stateOf(), overrides: Partial<AppKitOptions> = {}): string =>
  renderToString(<AppKitProvider instance={fixedInstance(state, overrides)}>{node}</AppKitProvider>).replaceAll("<!-- -->", "")

/** The opening tag of the element with `data-testid="<id>"`. */
export const openingTag = (html: string, testId: string): string => {
  const match = new RegExp(`<[a-z]+[^>]*data-testid="${testId}"[^>]*>`).exec(html)
  if (match === null) throw new Error(`No element with data-testid="${testId}" in ${html}`)
  return match[0]
}

/** The text inside the element with `data-testid="<id>"` (tags removed). */
export const textOf = (html: string, testId: string): string => {
  const match = new RegExp(`<([a-z]+)[^>]*data-testid="${testId}"[^>]*>(.*?)</\\1>`).exec(html)
  if (match === null) throw new Error(`No element with data-testid="${testId}" in ${html}`)
  return (match[2] ?? "").replace(/<[^>]*>/g, "")
}

/** How many times `needle` occurs in `html`. */
export const occurrences = (html: string, needle: string): number => html.split(needle).length - 1
