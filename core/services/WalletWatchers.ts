import { Context } from "effect"
import type { Fiber, Ref, Scope } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"

/**
 * The fibers following each connected wallet's events, one per namespace. They run in `scope`,
 * which closes with the instance and stops them all; starting a watcher replaces the namespace's
 * previous one.
 */
export class WalletWatchers extends Context.Tag("doorway/WalletWatchers")<
  WalletWatchers,
  {
    readonly scope: Scope.Scope
    readonly fibers: Ref.Ref<ReadonlyMap<ChainNamespace, Fiber.RuntimeFiber<void>>>
  }
>() {}
