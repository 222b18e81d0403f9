import { Deferred, Effect, Either, Exit, Fiber, Option, Ref, SynchronizedRef } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Network } from "../../schemas/Network.js"
import { showSnackbar } from "../alerts/showSnackbar.js"
import { updateNamespaceState } from "../connection/updateNamespaceState.js"
import { messageOf } from "../errors/catalogue.js"
import { ChainState } from "../services/ChainState.js"
import { addressExplorerUrl } from "./addressExplorerUrl.js"
import { fetchIdentity } from "./fetchIdentity.js"
import { fetchNativeBalance, type NativeBalanceError } from "./fetchNativeBalance.js"
import { ordinary } from "../scheduling/priority.js"
import type { NativeBalance } from "../cache/nativeBalanceCache.js"

/** Completed with whether the load finished (false: it was interrupted before writing anything). */
type Load = Deferred.Deferred<boolean>
type Loads = ReadonlyMap<string, Load>

/**
 * Fills in what the account view shows for the connected account of `namespace` (default: the
 * active one): its native balance and symbol, its name and avatar, and its block-explorer page.
 * Balance and identity are fetched side by side, each shown as soon as it is known; a part that cannot be had is left empty (a name
 * or avatar then reads null, the balance stays unknown). A balance that could not be read shows
 * the 'Token Balance Unavailable' toast (SPEC §8); one not asked again because the last read
 * failed less than 30 s ago shows nothing new. If the account or its network changed meanwhile, nothing is written:
 * the newer account fetches its own data. A call while the same account's data is already being
 * loaded waits for that load instead of asking the same questions again, and makes its own when
 * that one is interrupted.
 */
export const fetchAccountData = (namespace?: ChainNamespace, options: AccountDataOptions = {}) =>
  Effect.gen(function* () {
    const chainState = yield* ChainState
    const wanted = namespace ?? Option.getOrUndefined(yield* Ref.get(chainState.activeNamespace))
    if (wanted === undefined) return
    const chain = (yield* Ref.get(chainState.chains)).get(wanted)
    const caipAddress = chain?.accountState.caipAddress
    const address = chain?.accountState.address
    const network = chain?.networkState.caipNetwork
    if (caipAddress === undefined || address === undefined || network === undefined) return

    const key = `${wanted} ${caipAddress}`
    for (;;) {
      const fresh = yield* Deferred.make<boolean>()
      const running = yield* SynchronizedRef.modify(chainState.accountLoads, (loads): readonly [Option.Option<Load>, Loads] => {
        const current = loads.get(key)
        return current === undefined ? [Option.none(), new Map(loads).set(key, fresh)] : [Option.some(current), loads]
      })
      if (Option.isSome(running)) {
        if (yield* Deferred.await(running.value)) return
        continue
      }
      const done = (finished: boolean) =>
        SynchronizedRef.update(chainState.accountLoads, (loads) => {
          const next = new Map(loads)
          next.delete(key)
          return next
        }).pipe(Effect.zipRight(Deferred.succeed(fresh, finished)))
      return yield* loadAccountData(wanted, caipAddress, address, network, balanceSettled(options)).pipe(
        Effect.onExit((exit) => done(Exit.isSuccess(exit)))
      )
    }
  }).pipe(Effect.ensuring(balanceSettled(options)), Effect.withSpan("account.fetchAccountData"))

export interface AccountDataOptions {
  /**
   * Completed once the balance is shown or known to be unavailable, and at the latest when the
   * call ends (nothing to load, or a load of the same account awaited instead).
   */
  readonly balanceSettled?: Deferred.Deferred<void>
}

const balanceSettled = ({ balanceSettled }: AccountDataOptions): Effect.Effect<void> =>
  balanceSettled === undefined ? Effect.void : Deferred.complete(balanceSettled, Effect.void)

const loadAccountData = (namespace: ChainNamespace, caipAddress: CaipAddress, address: string, network: Network, settled: Effect.Effect<void>) =>
  Effect.gen(function* () {
    const explorer = addressExplorerUrl(network, address)
    // Each part is shown as soon as it is known: a slow name lookup never holds the balance back.
    const showBalance = (balance: Either.Either<NativeBalance, NativeBalanceError>) =>
      updateNamespaceState(namespace, (current) => {
        if (current.accountState.caipAddress !== caipAddress) return current
        const { balance: _balance, balanceSymbol: _symbol, addressExplorerUrl: _explorer, ...account } = current.accountState
        return {
          ...current,
          accountState: {
            ...account,
            ...Either.match(balance, { onLeft: () => ({}), onRight: (native) => ({ balance: native.balance, balanceSymbol: native.symbol }) }),
            ...(explorer === undefined ? {} : { addressExplorerUrl: explorer })
          }
        }
      })
    const showIdentity = (identity: Option.Option<{ readonly name: string | null; readonly avatar: string | null }>) =>
      updateNamespaceState(namespace, (current) =>
        current.accountState.caipAddress !== caipAddress
          ? current
          : {
              ...current,
              accountState: {
                ...current.accountState,
                profileName: Option.match(identity, { onNone: () => null, onSome: (found) => found.name }),
                profileImage: Option.match(identity, { onNone: () => null, onSome: (found) => found.avatar })
              }
            }
      )
    // The name lookup runs beside, as ordinary work even when this load is urgent (a new
    // connection's): only the balance, the figure the visitor waits for, goes ahead of the views
    // drawn meanwhile. It is asked in this fiber, so its request leaves before they get their turn.
    const identity = yield* ordinary(Effect.fork(Effect.tap(fetchIdentity(address, network, address), showIdentity)))
    const balance = yield* Effect.tap(Effect.either(fetchNativeBalance(caipAddress, address, network)), (read) =>
      Effect.zipRight(showBalance(read), settled)
    )
    yield* Fiber.join(identity)
    if (Either.isLeft(balance) && balance.left._tag === "TokenBalanceUnavailable") {
      const chainState = yield* ChainState
      const shown = (yield* Ref.get(chainState.chains)).get(namespace)?.accountState.caipAddress
      if (shown === caipAddress) yield* showSnackbar(messageOf(balance.left), "error")
    }
  })
