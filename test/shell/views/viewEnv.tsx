/**
 * Views rendered with `react-dom/server` over a real instance runtime (every live service, the
 * hosted services at a closed loopback port) without the start-up program, so the state a test
 * writes is exactly the state the view renders. Effects do not run on the server: a view's
 * forks on opening are left out, its first frame is what is checked.
 */
import { Effect, Ref } from "effect"
import type { ReactNode } from "react"
import { renderToString } from "react-dom/server"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import { resolveOptions } from "../../../core/config/resolveOptions.js"
import { Connectors, type ConnectorsState } from "../../../core/services/Connectors.js"
import { mainnet, polygon, sepolia } from "../../../core/networks/index.js"
import { AppLive } from "../../../layers/AppLive.js"
import type { AppServices } from "../../../layers/AppLive.js"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import { stateServices } from "../../../shell/runtime/AppHandle.js"
import { HandleContext } from "../../../shell/runtime/HandleContext.js"
import { ENGLISH } from "../../../shell/i18n/english.js"
import { TextsContext } from "../../../shell/i18n/TextsContext.js"
import { makeInstanceRuntime } from "../../../shell/runtime/InstanceRuntime.js"

const closed = "http://127.0.0.1:9"
let made = 0

export const makeHandle = (options: Partial<AppKitOptions> = {}): AppHandle => {
  const resolved = resolveOptions({
    projectId: "test-project",
    networks: [mainnet, polygon, sepolia],
    endpoints: { blockchain: closed, catalogue: "http://catalogue.test", analytics: closed, secureSite: closed, relay: closed },
    ...options
  })
  const runtime = makeInstanceRuntime(AppLive({ options: resolved }))
  return { id: `view-test-${++made}`, runtime, state: runtime.runSync(stateServices), options: resolved }
}

/** Runs a state change on the handle's runtime. */
export const seed = <A, E>(handle: AppHandle, effect: Effect.Effect<A, E, AppServices>): A => handle.runtime.runSync(effect)

/** Changes the instance's connectors state (the wallets offered, the active ones). */
export const seedConnectors = (handle: AppHandle, change: (state: ConnectorsState) => ConnectorsState): void =>
  seed(handle, Effect.flatMap(Connectors, (connectors) => Ref.update(connectors.state, change)))

/** The view's HTML, without the comments the server puts between adjacent text parts. */
export const render = (handle: AppHandle, node: ReactNode): string =>
  renderToString(<HandleContext value={handle}><TextsContext value={ENGLISH}>{node}</TextsContext></HandleContext>).replaceAll("<!-- -->", "")

/** How many times `needle` occurs in `html`. */
export const occurrences = (html: string, needle: string): number => html.split(needle).length - 1

export const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
