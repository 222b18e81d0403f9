import { Effect } from "effect"
import { useCallback, useLayoutEffect } from "react"
import type { TokenBalancesError } from "../../../core/balance/fetchTokenBalances.js"
import { loadTokenBalances } from "../../../core/balance/loadTokenBalances.js"
import { formatBalance } from "../../../core/format/formatBalance.js"
import { formatFiat } from "../../../core/format/formatFiat.js"
import { TokenBalanceFailures } from "../../../core/services/TokenBalanceFailures.js"
import { makeTokenBalanceFailures } from "../../../layers/TokenBalanceFailuresLive.js"
import type { CaipAddress } from "../../../schemas/Caip.js"
import type { TokenBalance } from "../../../schemas/TokenBalance.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { RetryButton } from "../parts/RetryButton.js"
import { WalletImage } from "../parts/WalletImage.js"
import type { AccountTabProps } from "./AccountTabProps.js"
import { useTabLoad } from "./useTabLoad.js"
import { useTexts } from "../../i18n/TextsContext.js"

type TokensStatus =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Loaded"; readonly balances: ReadonlyArray<TokenBalance> }
  | { readonly _tag: "Unavailable"; readonly error: TokenBalancesError }

const LOADING: TokensStatus = { _tag: "Loading" }

/** The failure times of token reads, one service per instance: built with this tab's chunk, kept as long as the instance. */
const failuresByRuntime = new WeakMap<object, typeof TokenBalanceFailures.Service>()


/**
 * Tokens (SPEC §2, §5): what the account holds on the active network, from the balances endpoint
 * (or from the embedded wallet itself when it announces asset discovery, WIRE §1.5, priced by the data
 * service) through the 30 s portfolio cache (tokens with 0 decimals left out, a testnet at 0.00),
 * each row its icon, name, amount (2 decimals) with the symbol and USD value, and the total in USD
 * above.
 * When the balances cannot be had, the 'Token Balance Unavailable' toast shows and no new request
 * is made within 30 s of the failure (or before a 429's Retry-After, when later): Try again is
 * disabled until then, with the seconds left beside it.
 */
const TokensTab = ({ address, network }: AccountTabProps) => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const { value: status, load: start } = useTabLoad<TokensStatus>(LOADING)

  const load = useCallback(() => {
    let failures = failuresByRuntime.get(runtime)
    if (failures === undefined) {
      failures = Effect.runSync(makeTokenBalanceFailures)
      failuresByRuntime.set(runtime, failures)
    }
    const caipAddress = `${network.caipNetworkId}:${address}` as CaipAddress
    const program = loadTokenBalances({ caipAddress, address, network }).pipe(
      Effect.match({
        onFailure: (error): TokensStatus => ({ _tag: "Unavailable", error }),
        onSuccess: (balances): TokensStatus => ({ _tag: "Loaded", balances })
      }),
      Effect.provideService(TokenBalanceFailures, failures)
    )
    start(program, LOADING)
  }, [runtime, start, address, network])

  // Read again for another account or network. Started as the tab is committed, not after its
  // first paint: the request then leaves a frame earlier.
  useLayoutEffect(load, [load])

  switch (status._tag) {
    case "Loading":
      return (
        <div className="doorway-loading" role="status" data-testid="tokens-loading">
          <span className="doorway-spinner" aria-hidden="true" style={{ display: "inline-block", verticalAlign: "middle", marginInlineEnd: 8 }} />
          {texts.text("tokens.loading")}
        </div>
      )
    case "Unavailable":
      return (
        <div className="doorway-empty" data-testid="tokens-unavailable">
          <p className="doorway-empty-title">{texts.text("tokens.failed")}</p>
          <RetryButton retryAt={status.error.retryAt} onRetry={load} />
        </div>
      )
    case "Loaded": {
      const total = status.balances.reduce((sum, balance) => sum + (balance.value ?? 0), 0)
      return (
        <div data-testid="tokens" style={{ display: "flex", flexDirection: "column", gap: 8 }}>
          <p className="doorway-row" style={{ margin: "0 4px", justifyContent: "space-between" }}>
            <span className="doorway-muted">{texts.text("tokens.total", { network: network.name })}</span>
            <span style={{ fontWeight: 600 }} data-testid="tokens-total">
              {formatFiat(total, texts.locale)}
            </span>
          </p>
          {status.balances.length === 0 ? (
            <p className="doorway-muted" style={{ textAlign: "center", padding: 16 }} data-testid="tokens-empty">
              {texts.text("tokens.none", { network: network.name })}
            </p>
          ) : (
            <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 4 }}>
              {status.balances.map((balance) => (
                <li
                  key={balance.address ?? `native ${balance.symbol}`}
                  className="doorway-list-item"
                  style={{ cursor: "default" }}
                  data-testid="token-row"
                  data-symbol={balance.symbol}
                >
                  <WalletImage src={balance.iconUrl === "" ? undefined : balance.iconUrl} name={balance.symbol} />
                  <span className="doorway-list-text">
                    <span className="doorway-list-name">{balance.name}</span>
                    <span className="doorway-list-note" data-testid="token-amount">
                      {formatBalance(balance.quantity.numeric, undefined, texts.locale)} {balance.symbol}
                    </span>
                  </span>
                  <span style={{ flex: "none", fontWeight: 600 }} data-testid="token-value">
                    {formatFiat(balance.value ?? 0, texts.locale)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )
    }
  }
}

export default TokensTab
