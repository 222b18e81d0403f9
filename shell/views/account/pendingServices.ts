import { Effect } from "effect"
import { resetPendingOnAccountChange } from "../../../core/activity/resetPendingOnAccountChange.js"
import { PendingTransactions } from "../../../core/services/PendingTransactions.js"
import { makePendingTransactions } from "../../../layers/PendingTransactionsLive.js"
import type { AppServices } from "../../../layers/AppLive.js"
import type { InstanceRuntime } from "../../runtime/InstanceRuntime.js"

const byRuntime = new WeakMap<object, typeof PendingTransactions.Service>()

/**
 * The pending transactions of an instance (SPEC §4), made the first time Send or Activity opens
 * and kept as long as the instance; from then on they are cleared whenever the account or its
 * network changes or it disconnects.
 */
export const pendingTransactionsOf = (runtime: InstanceRuntime<AppServices>): typeof PendingTransactions.Service => {
  const known = byRuntime.get(runtime)
  if (known !== undefined) return known
  const service = Effect.runSync(makePendingTransactions)
  byRuntime.set(runtime, service)
  runtime.runFork(resetPendingOnAccountChange.pipe(Effect.provideService(PendingTransactions, service)))
  return service
}
