import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { AccountSummary } from "./AccountSummary.js"
import { ButtonStyle } from "./ButtonStyle.js"
import type { BalanceDisplay, ButtonSize } from "./ButtonProps.js"
import { useButtonAccount } from "./useButtonAccount.js"
import { useButtonTexts } from "./useButtonTexts.js"
import { useButtonTheme } from "./useButtonTheme.js"
import { useModalOpener } from "./useModalOpener.js"

export interface AccountButtonProps {
  /** Whether the balance shows ("show" unless told). */
  readonly balance?: BalanceDisplay
  readonly disabled?: boolean
  readonly size?: ButtonSize
  /** The chain family whose account the button shows; the active one unless told. */
  readonly namespace?: ChainNamespace
}

/**
 * The connected account (AppKit's `<appkit-account-button>`): avatar, name or short address and
 * balance once known; it opens the Account view. Nothing while no account is connected.
 */
export const AccountButton = ({ balance = "show", disabled = false, size = "md", namespace }: AccountButtonProps) => {
  const account = useButtonAccount("AccountButton", namespace)
  const theme = useButtonTheme()
  const texts = useButtonTexts("AccountButton")
  const opener = useModalOpener("AccountButton", "Account")
  // A stored account being restored is not connected yet: the Account view has nothing to show.
  if (account._tag !== "Connected" || account.restoring) return null
  return (
    <>
      <ButtonStyle />
      <button
        type="button"
        className="doorway-btn"
        data-testid="account-button"
        data-size={size}
        data-with-image=""
        disabled={disabled}
        {...opener}
        {...theme}
        lang={texts.locale}
        dir={texts.dir}
      >
        <AccountSummary account={account} showBalance={balance === "show"} prefix={texts.account} />
      </button>
    </>
  )
}
