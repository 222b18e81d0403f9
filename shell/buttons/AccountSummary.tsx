import { Avatar } from "../views/parts/Avatar.js"
import type { ButtonAccount } from "./buttonAccount.js"

interface AccountSummaryProps {
  readonly account: Extract<ButtonAccount, { readonly _tag: "Connected" }>
  readonly showBalance: boolean
  /** "Account " in the button's language, read aloud before the name. */
  readonly prefix: string
}

/**
 * The inside of a button for a connected account: its avatar, its name or short address (the
 * whole address as a tooltip), and its balance once known. Read aloud as "Account …".
 */
export const AccountSummary = ({ account, showBalance, prefix }: AccountSummaryProps) => (
  <>
    <Avatar address={account.address} image={account.image} size="s" />
    <span className="doorway-btn-hidden">{prefix}</span>
    <span className="doorway-btn-text" data-testid="button-account" data-address={account.address} title={account.address}>
      {account.label}
    </span>
    {showBalance && account.balance !== undefined ? (
      // The space keeps the name and the balance apart when read aloud (a flex item gap is not text).
      <>
        {" "}
        <span className="doorway-btn-balance" data-testid="button-balance">
          {account.balance}
        </span>
      </>
    ) : null}
  </>
)
