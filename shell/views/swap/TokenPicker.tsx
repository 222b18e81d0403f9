import { useId, useState } from "react"
import { formatBalance } from "../../../core/format/formatBalance.js"
import type { SwapStateValue, SwapToken } from "../../../core/swap/SwapState.js"
import { heldSwapTokens, searchSwapTokens } from "../../../core/swap/swapTokenLists.js"
import { useTexts } from "../../i18n/TextsContext.js"
import { ListItem } from "../parts/ListItem.js"
import { WalletImage } from "../parts/WalletImage.js"

interface TokenPickerProps {
  /** Which side is being chosen: the token paid with, or the one received. */
  readonly side: "source" | "to"
  readonly state: SwapStateValue
  readonly onPick: (token: SwapToken) => void
  readonly onClose: () => void
}

const TokenRow = ({
  token,
  onPick,
  current,
  locale
}: {
  readonly token: SwapToken
  readonly onPick: (token: SwapToken) => void
  readonly current: boolean
  readonly locale: string
}) => (
  <ListItem
    name={token.symbol}
    image={token.logoUri === "" ? undefined : token.logoUri}
    note={token.name}
    tag={Number(token.balance) > 0 ? formatBalance(token.balance, undefined, locale) : undefined}
    current={current}
    onClick={() => onPick(token)}
    testId="swap-token-option"
  />
)

/**
 * The token picker of a swap: a search over the network's swap list (symbol, name or address),
 * the suggested tokens as chips, the tokens the account holds, and the whole list (the popular
 * tokens) in symbol order. Picking a token chooses it for the side being edited.
 */
export const TokenPicker = ({ side, state, onPick, onClose }: TokenPickerProps) => {
  const texts = useTexts()
  const [search, setSearch] = useState("")
  const ids = useId()
  const chosen = side === "source" ? state.sourceToken : state.toToken
  const isChosen = (token: SwapToken) => chosen !== undefined && chosen.address.toLowerCase() === token.address.toLowerCase()
  const found = searchSwapTokens(state.popular, search)
  const held = searchSwapTokens(heldSwapTokens(state.tokens), search)
  return (
    <section className="doorway-stack" data-testid="swap-picker" aria-labelledby={`${ids}-title`} style={{ gap: 8, alignItems: "stretch", textAlign: "start" }}>
      <div className="doorway-row" style={{ justifyContent: "space-between" }}>
        <h3 id={`${ids}-title`} style={{ margin: 0, fontWeight: 600 }}>
          {side === "source" ? texts.text("swap.pickPayToken") : texts.text("swap.pickReceiveToken")}
        </h3>
        <button type="button" className="doorway-button" data-variant="secondary" onClick={onClose}>
          {texts.text("modal.back")}
        </button>
      </div>
      <label htmlFor={`${ids}-search`} className="doorway-muted">
        {texts.text("swap.searchTokens")}
      </label>
      <input
        id={`${ids}-search`}
        className="doorway-input"
        data-testid="swap-search"
        type="search"
        // The picker replaces the form: the search takes the focus its button had.
        autoFocus
        autoComplete="off"
        spellCheck={false}
        placeholder={texts.text("swap.searchPlaceholder")}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {search.trim() === "" && state.suggested.length > 0 ? (
        <div role="group" aria-label={texts.text("swap.suggestedTokens")} className="doorway-row" style={{ flexWrap: "wrap", gap: 6 }} data-testid="swap-suggested">
          {state.suggested.map((token) => (
            <button
              key={token.address}
              type="button"
              className="doorway-chip"
              aria-pressed={isChosen(token)}
              onClick={() => onPick(token)}
            >
              <WalletImage src={token.logoUri === "" ? undefined : token.logoUri} name={token.symbol} size="s" />
              {token.symbol}
            </button>
          ))}
        </div>
      ) : null}
      <div className="doorway-scroll" style={{ maxHeight: 280, overflowY: "auto" }}>
        {held.length > 0 ? (
          <>
            <h4 className="doorway-muted" style={{ margin: "4px 4px" }}>
              {texts.text("swap.yourTokens")}
            </h4>
            <div className="doorway-list" data-testid="swap-held-tokens">
              {held.map((token) => (
                <TokenRow key={token.address} token={token} onPick={onPick} current={isChosen(token)} locale={texts.locale} />
              ))}
            </div>
          </>
        ) : null}
        <h4 className="doorway-muted" style={{ margin: "4px 4px" }}>
          {texts.text("swap.popularTokens")}
        </h4>
        {found.length === 0 ? (
          <p className="doorway-muted" role="status" style={{ margin: 4 }}>
            {texts.text("swap.noTokenFound")}
          </p>
        ) : (
          <div className="doorway-list" data-testid="swap-popular-tokens">
            {found.map((token) => (
              <TokenRow key={token.address} token={token} onPick={onPick} current={isChosen(token)} locale={texts.locale} />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
