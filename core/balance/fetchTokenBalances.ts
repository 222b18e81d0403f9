import { Effect, Option } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { Network } from "../../schemas/Network.js"
import { BalancesResponse } from "../../schemas/TokenBalance.js"
import type { TokenBalance } from "../../schemas/TokenBalance.js"
import { isNetworkSupported } from "../account/isNetworkSupported.js"
import { getCachedPortfolio, setCachedPortfolio } from "../cache/portfolioCache.js"
import { TokenBalanceUnavailable } from "../errors/AccountErrors.js"
import type { TokenBalanceRetryBlocked } from "../errors/AccountErrors.js"
import { ApiClient } from "../services/ApiClient.js"
import { TokenBalanceFailures } from "../services/TokenBalanceFailures.js"
import { fetchConnectedWalletAssets } from "./fetchConnectedWalletAssets.js"
import { priceTokenBalances } from "./priceTokenBalances.js"
import { retryBlock } from "./retryBlock.js"
import { withoutWholeTokens } from "./withoutWholeTokens.js"

/** Whose token balances, on which network. */
export interface TokenAccount {
  readonly caipAddress: CaipAddress
  /** The plain address. */
  readonly address: string
  readonly network: Network
  /**
   * Token addresses (CAIP-10) whose balance just changed (after a send or swap): the cache is
   * skipped and the service asked to read them again (`forceUpdate`, WIRE §1.2).
   */
  readonly forceUpdate?: ReadonlyArray<CaipAddress> | undefined
}

export type TokenBalancesError = TokenBalanceUnavailable | TokenBalanceRetryBlocked

/** Balances are read on EVM and Solana only (SPEC §5). */
const BALANCE_NAMESPACES: ReadonlySet<string> = new Set(["eip155", "solana"])

/** Whether the data service reads token balances on the namespace's networks (SPEC §5). */
export const readsTokenBalances = (namespace: Network["chainNamespace"]): boolean => BALANCE_NAMESPACES.has(namespace)

/** SPEC §5: on a testnet the balance is 0.00: its native token at zero, nothing asked. */
export const testnetBalances = (network: Network): ReadonlyArray<TokenBalance> => [
  {
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    value: 0,
    price: 0,
    quantity: { decimals: String(network.nativeCurrency.decimals), numeric: "0" },
    iconUrl: network.assets?.imageUrl ?? ""
  }
]

/** Until when token reads wait after a failure (SPEC §5's 30 s, or a later Retry-After). */
const retry = retryBlock(Effect.map(TokenBalanceFailures, ({ failures }) => failures))

/** Records the failure (until the later of 30 s and the answer's Retry-After) and fails with when to ask again. */
const unavailable = (caipAddress: CaipAddress, retryAfter?: number) =>
  Effect.flatMap(retry.record(caipAddress, retryAfter), (retryAt) => Effect.fail(new TokenBalanceUnavailable({ retryAt })))

/**
 * The token balances of an account on its network (SPEC §5, WIRE §1.2 `/v1/account/{address}/balance`
 * with currency usd, the CAIP-2 chain id and `forceUpdate`), tokens with 0 decimals dropped. When
 * the account is connected through the embedded wallet and it announces asset discovery on the
 * network, the balances are the wallet's own (`wallet_getAssets`, WIRE §1.5) priced by
 * `/v1/fungible/price` instead. A testnet reads 0.00
 * without a request. An answer less than 30 s old is reused (the portfolio cache), unless
 * `forceUpdate` names tokens. An unsupported network, another chain family than EVM or Solana, or
 * a failed request (balances or prices) records the time and fails with TokenBalanceUnavailable;
 * within 30 s of that, or before the time a 429's Retry-After names when later, no request is
 * made and this fails with TokenBalanceRetryBlocked. Both errors say when the wait ends (`retryAt`).
 */
export const fetchTokenBalances = (account: TokenAccount) =>
  Effect.gen(function* () {
    const { caipAddress, address, network } = account
    if (network.testnet === true) return testnetBalances(network)
    const forced = account.forceUpdate ?? []
    if (forced.length === 0) {
      const cached = yield* getCachedPortfolio(caipAddress)
      if (Option.isSome(cached)) return cached.value
    }
    yield* retry.check(caipAddress)
    if (!readsTokenBalances(network.chainNamespace)) return yield* unavailable(caipAddress)
    const failed = (error: { readonly _tag: string; readonly retryAt?: number }) =>
      Effect.zipRight(Effect.logWarning(`Token balances of ${caipAddress} unavailable: ${error._tag}`), unavailable(caipAddress, error.retryAt))
    const fromWallet = yield* fetchConnectedWalletAssets(address, network)
    const balances = Option.isSome(fromWallet)
      ? yield* priceTokenBalances(fromWallet.value, network).pipe(Effect.catchAll(failed))
      : yield* Effect.gen(function* () {
          if (!(yield* isNetworkSupported(network.caipNetworkId))) return yield* unavailable(caipAddress)
          const api = yield* ApiClient
          const answer = yield* api
            .get({
              service: "blockchain",
              path: `/v1/account/${address}/balance`,
              query: { currency: "usd", chainId: network.caipNetworkId, forceUpdate: forced.join(",") },
              schema: BalancesResponse
            })
            .pipe(Effect.catchAll(failed))
          return withoutWholeTokens(answer.balances)
        })
    yield* retry.clear(caipAddress)
    yield* setCachedPortfolio(caipAddress, balances)
    return balances
  }).pipe(Effect.withSpan("balance.fetchTokenBalances"))
