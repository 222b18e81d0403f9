import { Option } from "effect"
import type { Connection } from "../../../schemas/Connection.js"
import type { Connector } from "../../../schemas/Connector.js"
import type { Email } from "../../../schemas/Email.js"
import type { SocialOption } from "../../../schemas/Forms.js"
import { connectionLoginOf } from "../../embedded/connectionLogin.js"

/**
 * How a wallet that is no longer connected is connected again (SPEC §4):
 * - `Wallet`: a wallet in the page (an extension, a host's provider), asked again;
 * - `Pairing`: a WalletConnect connection, paired again;
 * - `Email`, `Social`: an embedded-wallet connection, logged in again the way it was (a social
 *   provider, Farcaster included, or an email, which is sent a new code);
 * - `ChooseLogin`: an embedded-wallet connection that names no login the modal can run: the
 *   visitor picks one in Connect.
 */
export type Relogin =
  | { readonly _tag: "Wallet" }
  | { readonly _tag: "Pairing" }
  | { readonly _tag: "Email"; readonly email: Email }
  | { readonly _tag: "Social"; readonly provider: SocialOption }
  | { readonly _tag: "ChooseLogin" }

export const reloginOf = (connector: Pick<Connector, "type">, connection: Connection): Relogin => {
  if (connector.type === "WALLET_CONNECT") return { _tag: "Pairing" }
  if (connector.type !== "AUTH") return { _tag: "Wallet" }
  return Option.getOrElse(connectionLoginOf(connection), (): Relogin => ({ _tag: "ChooseLogin" }))
}
