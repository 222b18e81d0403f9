import { Effect, Option } from "effect"
import { fetchAnalyticsConfig } from "../../core/analytics/fetchAnalyticsConfig.js"
import { initialize } from "../../core/config/initialize.js"
import { loadReconnect } from "../../core/config/loadReconnect.js"
import { closeModal } from "../../core/router/closeModal.js"
import type { ThemeMode } from "../../core/services/Theme.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { setThemeMode } from "../../core/theme/setThemeMode.js"
import { setThemeVariables } from "../../core/theme/setThemeVariables.js"
import { AppLive } from "../../layers/AppLive.js"
import { loadEvmWalletRequests } from "../../layers/EvmWalletLive.js"
import { loadConnectionKinds } from "../../layers/WalletConnectionsLive.js"
import { loadStartUpStep } from "../../core/config/loadStartUpStep.js"
import { loadModal } from "../modal/loadModal.js"
import { browserLanguage, resolveLocale } from "../i18n/resolveLocale.js"
import { withLocaleCatalogue } from "../i18n/withLocaleCatalogue.js"
import type { AppHandle } from "./AppHandle.js"
import { stateServices } from "./AppHandle.js"
import { buildInstanceRuntime } from "./InstanceRuntime.js"
import type { InstanceActions, InstanceShell, RunningInstance } from "./InstanceShell.js"
import { disconnectWallets } from "./disconnectWallets.js"
import { shellStores } from "./shellStores.js"
import { markRestoring } from "./markRestoring.js"
import type { PaintChains } from "./paintStoredAccounts.js"
import { makeSlicedScheduler } from "./slicedScheduler.js"
import { nextTask } from "./nextTask.js"
import { switchToNetwork } from "./switchToNetwork.js"
import { awaitCallsStatus, recordAnalyticsConsent, switchAccountType } from "./accountActions.js"

export interface StartParams {
  /** The colour scheme the system prefers, for a host that sets no theme mode. */
  readonly systemThemeMode: ThemeMode | undefined
  /** The page's origin, for the allowed-origin check; none outside a browser. */
  readonly origin: string | undefined
  /** The namespaces whose connection the page remembers (`storedNamespaces`), as the start state said. */
  readonly restoring: ReadonlySet<ChainNamespace>
  /** The stored accounts painted into the cells while they are restored, as in the start state. */
  readonly paint?: PaintChains
}

/**
 * The longest stretch, in ms, the instance's programs (its start included) hold the main thread
 * before letting input and frames through.
 */
const SLICE_MS = 20

/**
 * A visitor whose wallet is remembered is reconnected by the start-up program: the code that does
 * it (reconnection, the EVM adapter's requests, the extension kind) starts loading as soon as this
 * chunk is in (`createAppKit` asks), beside the runtime's build and the first start-up steps,
 * instead of after them.
 */
export const warmUpReconnection = (): void => {
  Promise.all([loadReconnect(), loadEvmWalletRequests(), loadConnectionKinds()]).catch(
    () => undefined
  )
}


const actionsOf = ({ runtime }: AppHandle): InstanceActions => ({
  close: () => runtime.runPromise(closeModal.pipe(Effect.catchTag("ModalCloseBlocked", () => Effect.void))),
  setThemeMode: (mode) => runtime.runNow(setThemeMode(mode)),
  setThemeVariables: (variables) => runtime.runNow(setThemeVariables(variables)),
  switchNetwork: (network) => runtime.runPromise(switchToNetwork(network)),
  disconnect: (options) => runtime.runPromise(disconnectWallets(options)),
  setPreferredAccountType: (type, namespace) => runtime.runPromise(Effect.asVoid(switchAccountType(type, namespace))),
  waitForCallsStatus: (id) => runtime.runPromise(awaitCallsStatus(id)),
  setAnalyticsConsent: (granted) => runtime.runPromise(recordAnalyticsConsent(granted))
})

/**
 * Makes the runtime of `shell` (its services built from the options), forks the start-up program
 * on it (option checks, wallet discovery, silent reconnection, remote features, allowed origins)
 * for as long as the runtime lives, asks the project's analytics setting, and hands back what
 * the shell needs from it. The shell loads
 * this module in a chunk of its own, once the host's first frame is drawn.
 */
/**
 * A social login the page came back from inside Telegram (WIRE §4.7, 5): its step, with the page's
 * platform and address, loads only when the address carries `result_uri`.
 */
const socialReturn = () =>
  typeof location === "object" && location.search.includes("result_uri=")
    ? Effect.flatMap(
        loadStartUpStep(() => import("./socialReturnInPage.js")),
        Option.match({ onNone: () => Effect.void, onSome: ({ socialReturnInPage }) => socialReturnInPage })
      )
    : Effect.void

export const startInstance = async (shell: InstanceShell, { systemThemeMode, origin, restoring, paint }: StartParams): Promise<RunningInstance> => {
  // The start runs in three tasks after its chunk's own: the runtime's build, the start-up
  // programs' first steps, and the shell's switch to the live state (which renders the host's
  // components again and mounts the modal's root). On a slow phone each nears the 50 ms of a
  // long task, and two together pass it.
  // This chunk was evaluated in the current task: the build starts in a task of its own.
  await nextTask()
  const runtime = await buildInstanceRuntime(
    AppLive(systemThemeMode === undefined ? { options: shell.options } : { options: shell.options, systemThemeMode }),
    makeSlicedScheduler(SLICE_MS)
  )
  // The build's last slice ran in this task.
  await nextTask()
  const state = runtime.runSync(stateServices)
  const handle: AppHandle = { id: shell.id, runtime, state, options: shell.options }
  // Connecting from the start, as the start state said, until the reconnection takes over.
  const settle = restoring.size > 0 ? runtime.runSync(markRestoring(state.chains.chains, restoring)) : Effect.void
  // The start-up scope lives as long as the runtime: wallet discovery started in it stops on destroy.
  const start = initialize(origin, socialReturn())
  runtime.runFork(Effect.scoped(Effect.zipRight(Effect.ensuring(start, settle), Effect.never)))
  // The project's analytics setting is asked when the modal mounts (WIRE §2.5): its root mounts as this start ends.
  runtime.runFork(fetchAnalyticsConfig)
  // The start-up programs' first slice runs in this task; the shell goes live in the next.
  await nextTask()
  return {
    handle,
    actions: actionsOf(handle),
    modal: withLocaleCatalogue(loadModal, resolveLocale(shell.options.locale, browserLanguage())),
    store: shellStores(runtime, state, paint),
    dispose: runtime.dispose
  }
}
