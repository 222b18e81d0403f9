import { Effect, Option, Ref } from "effect"
import { useEffect, useId } from "react"
import { formatUnits } from "../../../core/account/formatUnits.js"
import type { DoorwayError } from "../../../core/errors/DoorwayError.js"
import { formatBalance } from "../../../core/format/formatBalance.js"
import { truncateAddress } from "../../../core/format/truncateAddress.js"
import { estimateSendGas } from "../../../core/send/estimateSendGas.js"
import { loadSendTokens } from "../../../core/send/loadSendTokens.js"
import { sendToken } from "../../../core/send/sendToken.js"
import { setReceiver } from "../../../core/send/setReceiver.js"
import { setSendAmount } from "../../../core/send/setSendAmount.js"
import { setSendToken } from "../../../core/send/setSendToken.js"
import type { TokenBalance } from "../../../schemas/TokenBalance.js"
import { useStateRef } from "../../hooks/useStateRef.js"
import { useTexts } from "../../i18n/TextsContext.js"
import type { Translator } from "../../i18n/Translator.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { Avatar } from "../parts/Avatar.js"
import { failureText } from "../parts/failureText.js"
import type { ProgramStatus } from "../parts/useProgram.js"
import { runKept } from "../parts/runKept.js"
import { useProgram } from "../parts/useProgram.js"
import { useActiveChain } from "../parts/useActiveChain.js"
import { retryAtOfError } from "../../../core/retry/retryAtOfError.js"
import { RetryButton } from "../parts/RetryButton.js"
import { sendServicesOf, withSendServices } from "./sendServices.js"

/** A token's key in the picker: its CAIP-10 address, or `native`. */
const keyOf = (token: TokenBalance): string => token.address ?? "native"


const errorOf = (status: ProgramStatus<DoorwayError>, texts: Translator): string | undefined =>
  status._tag === "Failed"
    ? Option.match(status.error, { onNone: () => texts.text("common.somethingWentWrong"), onSome: (error) => failureText(error, texts) })
    : undefined

/**
 * Send (SPEC §3–§5, on every family with a send path: EVM, Solana, Bitcoin): a token picked from the account's token list, an amount, and a receiver
 * typed as an address or a name (resolved through the profile service, with its name and avatar);
 * Review validates and shows the network fee the node estimates, then Send asks the wallet. After
 * the send the flow returns to Account with the balances read again. Failures show the
 * catalogue's text.
 */
const SendView = () => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const { chain } = useActiveChain()
  const services = sendServicesOf(runtime)
  const provide = withSendServices(services)
  const state = useStateRef(runtime, services.flow.state)
  const tokens = useProgram<DoorwayError>()
  const receiver = useProgram<DoorwayError>()
  const review = useProgram<DoorwayError>()
  // The send goes on when the view leaves (a wallet's approval view may replace it) and its outcome is kept with the send services.
  const sending = useStateRef(runtime, services.lastRun)
  const setSending = (status: ProgramStatus<DoorwayError>) => Effect.runSync(Ref.set(services.lastRun, status))
  const runSend = () => {
    runKept(runtime, provide(sendToken), services.lastRun)
  }
  const runReview = () => {
    setSending({ _tag: "Idle" })
    review.run(provide(estimateSendGas))
  }
  const ids = useId()
  const network = chain?.networkState.caipNetwork
  const caipAddress = chain?.accountState.caipAddress
  const { run: runTokens } = tokens

  useEffect(() => {
    if (caipAddress !== undefined) runTokens(provide(loadSendTokens))
    // Read again when the account or its network changes.
  }, [runTokens, caipAddress, network?.caipNetworkId])

  if (caipAddress === undefined || network === undefined) {
    return (
      <div className="doorway-empty" data-testid="send">
        <p className="doorway-empty-title">{texts.text("account.none")}</p>
      </div>
    )
  }

  const pick = (key: string) => runtime.runFork(provide(setSendToken(state.tokenBalances.find((token) => keyOf(token) === key))))
  const symbol = network.nativeCurrency.symbol
  // A currency of 8 decimals or fewer (BTC) shows its fee to the smallest unit; finer ones to 6 places.
  const feePlaces = network.nativeCurrency.decimals <= 8 ? network.nativeCurrency.decimals : 6
  const estimate = state.gasEstimate
  const feeAmount = estimate === undefined ? "" : formatBalance(formatUnits(estimate.fee, network.nativeCurrency.decimals), feePlaces, texts.locale)
  // A send's failure stands while its estimate does; a change to the send drops both.
  const failure = (estimate === undefined ? undefined : errorOf(sending, texts)) ?? errorOf(review.status, texts)
  const receiverFailure = errorOf(receiver.status, texts)
  const tokensFailure = errorOf(tokens.status, texts)
  // The token list's wait after a failure (SPEC §5's 30 s, or a later Retry-After): Try again waits for it.
  const tokensRetryAt = tokens.status._tag === "Failed" ? retryAtOfError(Option.getOrUndefined(tokens.status.error)) : undefined

  return (
    <form
      className="doorway-stack"
      data-testid="send"
      style={{ gap: 8, alignItems: "stretch", textAlign: "start" }}
      onSubmit={(event) => {
        event.preventDefault()
        if (state.loading) return
        if (estimate === undefined) runReview()
        else runSend()
      }}
    >
      <p className="doorway-muted" data-testid="send-network-balance" style={{ margin: 0 }}>
        {texts.text("send.networkBalance", { network: network.name, amount: formatBalance(state.networkBalanceInUSD ?? "0", undefined, texts.locale) })}
      </p>

      <label htmlFor={`${ids}-token`} style={{ fontWeight: 600 }}>
        {texts.text("send.token")}
      </label>
      <select
        id={`${ids}-token`}
        className="doorway-input"
        data-testid="send-token"
        value={state.token === undefined ? "" : keyOf(state.token)}
        disabled={state.loading}
        aria-busy={tokens.status._tag === "Running"}
        onChange={(event) => pick(event.currentTarget.value)}
      >
        <option value="">{tokens.status._tag === "Running" && state.tokenBalances.length === 0 ? texts.text("send.loadingTokens") : texts.text("send.chooseToken")}</option>
        {state.tokenBalances.map((token) => (
          <option key={keyOf(token)} value={keyOf(token)}>
            {texts.text("send.tokenAvailable", { symbol: token.symbol, amount: formatBalance(token.quantity.numeric, undefined, texts.locale) })}
          </option>
        ))}
      </select>
      {tokensFailure === undefined ? null : (
        <p className="doorway-row" style={{ margin: 0, justifyContent: "space-between" }}>
          <span className="doorway-error-text" role="alert">
            {tokensFailure}
          </span>
          <RetryButton retryAt={tokensRetryAt} onRetry={() => runTokens(provide(loadSendTokens))} />
        </p>
      )}

      <label htmlFor={`${ids}-amount`} style={{ fontWeight: 600 }}>
        {state.token === undefined ? texts.text("send.amount") : texts.text("send.amountOf", { symbol: state.token.symbol })}
      </label>
      <input
        id={`${ids}-amount`}
        className="doorway-input"
        data-testid="send-amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={state.sendTokenAmount ?? ""}
        disabled={state.loading}
        onChange={(event) => runtime.runFork(provide(setSendAmount(event.currentTarget.value)))}
      />

      <label htmlFor={`${ids}-receiver`} style={{ fontWeight: 600 }}>
        {network.chainNamespace === "eip155" ? texts.text("send.toAddressOrName") : texts.text("send.toAddress")}
      </label>
      <input
        id={`${ids}-receiver`}
        className="doorway-input"
        data-testid="send-receiver"
        autoComplete="off"
        spellCheck={false}
        placeholder={network.chainNamespace === "eip155" ? texts.text("send.receiverPlaceholderName") : texts.text("send.receiverPlaceholder")}
        value={state.receiverInput}
        disabled={state.loading}
        onChange={(event) => receiver.run(provide(setReceiver(event.currentTarget.value)))}
      />
      {state.resolvingReceiver ? (
        <p className="doorway-muted" role="status" style={{ margin: 0 }}>
          {texts.text("send.lookingUpName")}
        </p>
      ) : state.receiverProfileName !== undefined && state.receiverAddress !== undefined ? (
        <p className="doorway-row" data-testid="send-receiver-profile" style={{ margin: 0, gap: 8 }}>
          <Avatar address={state.receiverAddress} image={state.receiverProfileImage} size="s" />
          <span>{state.receiverProfileName}</span>
          <span className="doorway-muted">{truncateAddress(state.receiverAddress)}</span>
        </p>
      ) : receiverFailure === undefined ? null : (
        <p className="doorway-error-text" role="alert" style={{ margin: 0 }}>
          {receiverFailure}
        </p>
      )}

      {estimate === undefined ? null : (
        <p className="doorway-row" data-testid="send-gas" style={{ margin: "4px 0 0", justifyContent: "space-between" }}>
          <span className="doorway-muted">{texts.text("send.networkFee")}</span>
          <span>
            {estimate.gas === undefined
              ? texts.text("send.fee", { amount: feeAmount, symbol })
              : texts.text("send.feeWithGas", { amount: feeAmount, symbol, gas: estimate.gas.toLocaleString("en-US") })}
          </span>
        </p>
      )}
      {failure === undefined ? null : (
        <p className="doorway-error-text" role="alert" data-testid="send-error" style={{ margin: 0 }}>
          {failure}
        </p>
      )}
      <button type="submit" className="doorway-button" data-testid="send-submit" disabled={state.loading || review.status._tag === "Running"} aria-busy={state.loading}>
        {state.loading
          ? texts.text("send.sending")
          : estimate === undefined
            ? review.status._tag === "Running"
              ? texts.text("send.estimating")
              : texts.text("send.review")
            : texts.text("send.send")}
      </button>
    </form>
  )
}

export default SendView
