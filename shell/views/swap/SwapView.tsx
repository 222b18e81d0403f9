import { Option } from "effect"
import { useEffect, useId, useRef, useState } from "react"
import type { Ref as ReactRef } from "react"
import type { DoorwayError } from "../../../core/errors/DoorwayError.js"
import { formatBalance } from "../../../core/format/formatBalance.js"
import { formatFiat } from "../../../core/format/formatFiat.js"
import { retryAtOfError } from "../../../core/retry/retryAtOfError.js"
import { isSwapNetwork } from "../../../core/swap/isSwapNetwork.js"
import { loadSwap } from "../../../core/swap/loadSwap.js"
import { quoteSwap } from "../../../core/swap/quoteSwap.js"
import { refreshQuoteWhenStale } from "../../../core/swap/refreshQuoteWhenStale.js"
import { setSwapAmount, setSwapSourceToken, setSwapToToken, switchSwapTokens } from "../../../core/swap/setSwapTokens.js"
import { swapDetailsOf, swapNetworkFeeOf } from "../../../core/swap/swapDetails.js"
import type { SwapToken } from "../../../core/swap/SwapState.js"
import { swapTokens } from "../../../core/swap/swapTokens.js"
import { useStateRef } from "../../hooks/useStateRef.js"
import { useTexts } from "../../i18n/TextsContext.js"
import type { Translator } from "../../i18n/Translator.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { failureText } from "../parts/failureText.js"
import { RetryButton } from "../parts/RetryButton.js"
import { useActiveChain } from "../parts/useActiveChain.js"
import type { ProgramStatus } from "../parts/useProgram.js"
import { runKept } from "../parts/runKept.js"
import { useProgram } from "../parts/useProgram.js"
import { WalletImage } from "../parts/WalletImage.js"
import type { ViewProps } from "../ViewProps.js"
import { swapButtonOf } from "./swapButtonLabel.js"
import { swapServicesOf, withSwapServices } from "./swapServices.js"
import { TokenPicker } from "./TokenPicker.js"


const errorOf = (status: ProgramStatus<DoorwayError>, texts: Translator): string | undefined =>
  status._tag === "Failed"
    ? Option.match(status.error, { onNone: () => texts.text("common.somethingWentWrong"), onSome: (error) => failureText(error, texts) })
    : undefined


/** The button that opens the token picker for one side, showing the token chosen there; its name says the side and the token. */
const TokenButton = ({
  token,
  side,
  onClick,
  testId,
  buttonRef
}: {
  readonly token: SwapToken | undefined
  readonly side: "source" | "to"
  readonly onClick: () => void
  readonly testId: string
  readonly buttonRef: ReactRef<HTMLButtonElement>
}) => {
  const texts = useTexts()
  const label =
    side === "source"
      ? token === undefined
        ? texts.text("swap.payTokenNone")
        : texts.text("swap.payToken", { symbol: token.symbol })
      : token === undefined
        ? texts.text("swap.receiveTokenNone")
        : texts.text("swap.receiveToken", { symbol: token.symbol })
  return (
    <button ref={buttonRef} type="button" className="doorway-chip" data-testid={testId} aria-label={label} onClick={onClick}>
      {token === undefined ? null : <WalletImage src={token.logoUri === "" ? undefined : token.logoUri} name={token.symbol} size="s" />}
      {token?.symbol ?? texts.text("swap.selectToken")}
    </button>
  )
}

/**
 * Swap (SPEC §1, §5, §9; WIRE §1.2 convert): on the swap networks only ('Network not supported for
 * Swaps' elsewhere), two tokens picked from the network's swap list (suggested, held and popular
 * tokens, with a search), the amount to pay, and the data service's quote of what it buys, asked
 * once typing pauses and again when it is 10 s old; with the price impact, the network fee, the
 * 1% slippage and the least the swap accepts. Swap sends the approval first when the allowance is
 * short, then the swap, each approved in the wallet; then the flow returns to Account with the
 * balances read again. Failures show the catalogue's text.
 */
const SwapView = ({ data }: ViewProps) => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const { chain } = useActiveChain()
  const services = swapServicesOf(runtime)
  const provide = withSwapServices(services)
  const state = useStateRef(runtime, services.flow.state)
  const load = useProgram<DoorwayError>()
  const quote = useProgram<DoorwayError>()
  const stale = useProgram<DoorwayError>()
  // The swap goes on when the view leaves (a wallet's approval view may replace it); its outcome is kept with the swap services.
  const swapping = useStateRef(runtime, services.lastRun)
  const [picking, setPicking] = useState<"source" | "to" | undefined>(undefined)
  // Back from the picker, the focus returns to the token button that opened it.
  const sourceButton = useRef<HTMLButtonElement>(null)
  const toButton = useRef<HTMLButtonElement>(null)
  const pickedSide = useRef<"source" | "to" | undefined>(undefined)
  const ids = useId()
  const network = chain?.networkState.caipNetwork
  const caipAddress = chain?.accountState.caipAddress
  const swapArguments = data?.swap
  const { run: runLoad } = load
  const { run: runQuote } = quote
  const { run: runStale } = stale

  useEffect(() => {
    if (caipAddress !== undefined) runLoad(provide(loadSwap(swapArguments)))
    // Read again when the account or its network changes.
  }, [runLoad, caipAddress, network?.caipNetworkId])

  // A new quote for each change of the tokens or the amount (the program waits for typing to pause).
  const source = state.sourceToken?.address
  const target = state.toToken?.address
  useEffect(() => {
    if (state.caipNetworkId !== undefined) runQuote(provide(quoteSwap))
  }, [runQuote, source, target, state.sourceAmount, state.caipNetworkId])

  // A quote shown is asked again once it is 10 s old.
  const fetchedAt = state.quote?.fetchedAt
  useEffect(() => {
    if (fetchedAt !== undefined) runStale(provide(refreshQuoteWhenStale))
  }, [runStale, fetchedAt])

  useEffect(() => {
    if (picking !== undefined) {
      pickedSide.current = picking
      return
    }
    const side = pickedSide.current
    pickedSide.current = undefined
    if (side !== undefined) (side === "source" ? sourceButton : toButton).current?.focus()
  }, [picking])

  if (caipAddress === undefined || network === undefined) {
    return (
      <div className="doorway-empty" data-testid="swap">
        <p className="doorway-empty-title">{texts.text("account.none")}</p>
      </div>
    )
  }

  const loadFailure = errorOf(load.status, texts)
  if (!isSwapNetwork(network) || state.caipNetworkId !== network.caipNetworkId) {
    const retryAt = load.status._tag === "Failed" ? retryAtOfError(Option.getOrUndefined(load.status.error)) : undefined
    const unsupported = load.status._tag === "Failed" && Option.exists(load.status.error, (error) => error._tag === "SwapNetworkUnsupported")
    return (
      <div className="doorway-empty" data-testid="swap" aria-busy={load.status._tag === "Running"}>
        {loadFailure === undefined ? (
          <p className="doorway-muted" role="status">
            {texts.text("swap.loadingTokens", { network: network.name })}
          </p>
        ) : (
          <>
            <p className="doorway-error-text" role="alert" data-testid="swap-error">
              {loadFailure}
            </p>
            {unsupported ? null : <RetryButton retryAt={retryAt} onRetry={() => runLoad(provide(loadSwap(swapArguments)))} />}
          </>
        )}
      </div>
    )
  }

  if (picking !== undefined) {
    return (
      <div data-testid="swap">
        <TokenPicker
          side={picking}
          state={state}
          onClose={() => setPicking(undefined)}
          onPick={(token) => {
            runtime.runFork(provide(picking === "source" ? setSwapSourceToken(token) : setSwapToToken(token)))
            setPicking(undefined)
          }}
        />
      </div>
    )
  }

  const running = swapping._tag === "Running"
  const button = swapButtonOf(state, running, quote.status._tag === "Running", texts)
  const details = swapDetailsOf(state)
  const fee = swapNetworkFeeOf(state, network.nativeCurrency.decimals)
  // A swap's failure stands until the next try; a quote's while no quote is shown.
  const failure = errorOf(swapping, texts) ?? (state.quote === undefined ? errorOf(quote.status, texts) : undefined) ?? loadFailure
  const runSwap = () => {
    runKept(runtime, provide(swapTokens), services.lastRun)
  }

  return (
    <form
      className="doorway-stack"
      data-testid="swap"
      style={{ gap: 8, alignItems: "stretch", textAlign: "start" }}
      onSubmit={(event) => {
        event.preventDefault()
        if (button.ready && !running) runSwap()
      }}
    >
      <fieldset disabled={running} style={{ border: 0, margin: 0, padding: 0, display: "grid", gap: 8 }}>
        <legend className="doorway-muted" style={{ padding: 0 }}>
          {texts.text("swap.swapOn", { network: network.name })}
        </legend>
        <div className="doorway-row" style={{ justifyContent: "space-between" }}>
          <label htmlFor={`${ids}-amount`} style={{ fontWeight: 600 }}>
            {texts.text("swap.youPay")}
          </label>
          <TokenButton token={state.sourceToken} side="source" testId="swap-source-token" buttonRef={sourceButton} onClick={() => setPicking("source")} />
        </div>
        <input
          id={`${ids}-amount`}
          className="doorway-input"
          data-testid="swap-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={state.sourceAmount}
          onChange={(event) => runtime.runFork(provide(setSwapAmount(event.currentTarget.value)))}
        />
        {state.sourceToken === undefined ? null : (
          <p className="doorway-muted" data-testid="swap-balance" style={{ margin: 0 }}>
            {texts.text("swap.balance", { amount: formatBalance(state.sourceToken.balance, 4, texts.locale), symbol: state.sourceToken.symbol })}
          </p>
        )}

        <button
          type="button"
          className="doorway-icon-button"
          data-testid="swap-switch"
          aria-label={texts.text("swap.switchTokens")}
          style={{ alignSelf: "center" }}
          onClick={() => runtime.runFork(provide(switchSwapTokens))}
        >
          <span aria-hidden="true">↓↑</span>
        </button>

        <div className="doorway-row" style={{ justifyContent: "space-between" }}>
          <label htmlFor={`${ids}-receive`} style={{ fontWeight: 600 }}>
            {texts.text("swap.youReceive")}
          </label>
          <TokenButton token={state.toToken} side="to" testId="swap-to-token" buttonRef={toButton} onClick={() => setPicking("to")} />
        </div>
        <input
          id={`${ids}-receive`}
          className="doorway-input"
          data-testid="swap-to-amount"
          readOnly
          aria-busy={quote.status._tag === "Running"}
          placeholder="0"
          value={details === undefined ? "" : formatBalance(details.toAmount, 6, texts.locale)}
        />
      </fieldset>

      {details === undefined || state.toToken === undefined ? null : (
        <dl
          data-testid="swap-details"
          style={{
            margin: 0,
            padding: "8px 12px",
            display: "grid",
            gridTemplateColumns: "auto 1fr",
            gap: "4px 8px",
            border: "1px solid var(--doorway-base-border)",
            borderRadius: "var(--doorway-radius-s)",
            background: "var(--doorway-bg-raised)"
          }}
        >
          <dt className="doorway-muted">{texts.text("swap.priceImpact")}</dt>
          <dd data-testid="swap-price-impact" style={{ margin: 0, textAlign: "end" }}>
            {details.priceImpact === undefined ? texts.text("swap.unknown") : texts.text("swap.percent", { value: formatBalance(details.priceImpact, 2, texts.locale) })}
          </dd>
          <dt className="doorway-muted">{texts.text("swap.networkFee")}</dt>
          <dd data-testid="swap-network-fee" style={{ margin: 0, textAlign: "end" }}>
            {fee === undefined ? texts.text("swap.unknown") : `${fee.usd > 0 ? `${formatFiat(fee.usd, texts.locale)} ` : ""}(≈ ${formatBalance(fee.native, 6, texts.locale)} ${network.nativeCurrency.symbol})`}
          </dd>
          <dt className="doorway-muted">{texts.text("swap.maxSlippage")}</dt>
          <dd data-testid="swap-slippage" style={{ margin: 0, textAlign: "end" }}>
            {state.slippage}%
          </dd>
          <dt className="doorway-muted">{texts.text("swap.minimumReceived")}</dt>
          <dd data-testid="swap-minimum" style={{ margin: 0, textAlign: "end" }}>
            {formatBalance(details.minimumReceived, 6, texts.locale)} {state.toToken.symbol}
          </dd>
        </dl>
      )}

      {failure === undefined ? null : (
        <p className="doorway-error-text" role="alert" data-testid="swap-error" style={{ margin: 0 }}>
          {failure}
        </p>
      )}
      <button type="submit" className="doorway-button" data-testid="swap-submit" disabled={!button.ready || running} aria-busy={running}>
        {button.label}
      </button>
    </form>
  )
}

export default SwapView
