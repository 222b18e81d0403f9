import { Effect, Option } from "effect"
import { fetchNativeBalance } from "../../core/account/fetchNativeBalance.js"
import { getActiveNamespaceState } from "../../core/connection/getActiveNamespaceState.js"
import { messageOf } from "../../core/errors/catalogue.js"

/** What `useAppKitBalance().fetchBalance()` resolves with, in AppKit's shape. */
export interface BalanceResult {
  readonly data: { readonly balance: string; readonly symbol: string } | undefined
  readonly error: string | null
  readonly isSuccess: boolean
  readonly isError: boolean
}

/** AppKit's words when there is no connected account on a network to read. */
export const NO_ACCOUNT_TO_READ = "Not able to retrieve balance"

const failed = (error: string): BalanceResult => ({ data: undefined, error, isSuccess: false, isError: true })

/**
 * The native balance of the active namespace's connected account on its network (`fetchNativeBalance`:
 * cached 30 s, a testnet's 0.00, SPEC §5's retry block after a failure). It never fails: a missing
 * account or a read that fails resolves with `isError` and the catalogue's text.
 */
export const activeBalance = Effect.gen(function* () {
  const chain = Option.getOrUndefined(yield* getActiveNamespaceState)
  const caipAddress = chain?.accountState.caipAddress
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  if (caipAddress === undefined || address === undefined || network === undefined) return failed(NO_ACCOUNT_TO_READ)
  return yield* fetchNativeBalance(caipAddress, address, network).pipe(
    Effect.match({
      onFailure: (error) => failed(messageOf(error)),
      onSuccess: (native): BalanceResult => ({ data: native, error: null, isSuccess: true, isError: false })
    })
  )
})
