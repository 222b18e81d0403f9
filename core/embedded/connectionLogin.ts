import { Option, Schema } from "effect"
import type { Connection } from "../../schemas/Connection.js"
import { Email } from "../../schemas/Email.js"
import { SocialOption } from "../../schemas/Forms.js"
import { truncateEmail } from "../format/truncateEmail.js"
import { shownUserName } from "./embeddedLoginLabel.js"

/** How an embedded-wallet connection was logged in, as far as the modal can run it again. */
export type ConnectionLogin =
  | { readonly _tag: "Email"; readonly email: Email }
  | { readonly _tag: "Social"; readonly provider: SocialOption }

const decodeEmail = Schema.decodeUnknownOption(Email)
const decodeSocial = Schema.decodeUnknownOption(SocialOption)

const filled = (value: string | null | undefined): string | undefined => (value === null || value === undefined || value === "" ? undefined : value)

/**
 * The login an embedded-wallet connection names in `@appkit/connections` (WIRE §5 `auth`), from the
 * login cache: a social or Farcaster login by its provider (`name`) and its account name, else its
 * email (`username`); an email login by its email alone. Nothing when the cache names no login.
 */
export const connectionAuthOf = (login: {
  readonly provider: SocialOption | undefined
  readonly email: string | null
  readonly username: string | null
}): Connection["auth"] => {
  const username = login.provider === undefined ? filled(login.email) : (filled(login.username) ?? filled(login.email))
  if (login.provider === undefined && username === undefined) return undefined
  return { ...(login.provider === undefined ? {} : { name: login.provider }), ...(username === undefined ? {} : { username }) }
}

/**
 * The login a kept connection names, read back as the modal's own rules would take it from a
 * visitor (SPEC §5): a provider among the social options, else a valid email. Anything else (a
 * connection kept before logins were named, a value edited in storage) is None: the visitor
 * chooses how to log in.
 */
export const connectionLoginOf = (connection: Connection): Option.Option<ConnectionLogin> => {
  const auth = connection.auth
  if (auth?.name !== undefined) {
    return Option.map(decodeSocial(auth.name), (provider): ConnectionLogin => ({ _tag: "Social", provider }))
  }
  return Option.map(decodeEmail(auth?.username), (email): ConnectionLogin => ({ _tag: "Email", email }))
}

/**
 * The second line of a kept embedded-wallet connection in the wallet list: its account name (a
 * Discord name without its trailing 0) or its email, cut after 30 characters (SPEC §5).
 */
export const connectionLoginLabel = (connection: Connection): string | undefined => {
  const username = filled(connection.auth?.username)
  if (username === undefined) return undefined
  const provider = Option.getOrUndefined(decodeSocial(connection.auth?.name))
  return truncateEmail(shownUserName(provider, username))
}
