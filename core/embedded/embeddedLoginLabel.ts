import type { AccountState } from "../../schemas/Account.js"
import type { SocialOption } from "../../schemas/Forms.js"
import { truncateEmail } from "../format/truncateEmail.js"

/**
 * An account name as it shows (SPEC §5): a Discord name ending in 0 (the trace of the discriminator
 * Discord names once had) without that 0.
 */
export const shownUserName = (provider: SocialOption | undefined, userName: string): string =>
  provider === "discord" && userName.endsWith("0") ? userName.slice(0, -1) : userName

/**
 * What names the embedded wallet's login where a wallet's name would show (the Account view's
 * wallet row, the connected wallets): the social account's name, else the email (cut after 30
 * characters, SPEC §5); nothing for another wallet, or a login that gave neither.
 */
export const embeddedLoginLabel = (account: Pick<AccountState, "socialProvider" | "user"> | undefined): string | undefined => {
  const username = account?.user?.username
  if (typeof username === "string" && username !== "") return shownUserName(account?.socialProvider, username)
  const email = account?.user?.email
  return typeof email === "string" && email !== "" ? truncateEmail(email) : undefined
}
