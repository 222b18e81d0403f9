/**
 * What an EIP-6963 wallet says about itself, checked as the EIP asks: a UUIDv4 per announcement,
 * a name to show, an icon that is a data URI of an image (RFC 2397; a remote URL would let the
 * wallet, or a page posing as one, follow the visitor), and a reverse-DNS id. Each field is its
 * own schema, so a caller can refuse the wallet for one field and repair another.
 */
import { Schema } from "effect"

/** A version-4 UUID (RFC 9562): version nibble 4, variant bits 10. */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** `data:image/<subtype>[;parameter…][;base64],<data>` (RFC 2397 with an image media type). */
const DATA_IMAGE_URI = /^data:image\/[a-z0-9!#$&^_.+-]+(?:;[^,]*)?,/i

/** Two or more DNS labels of letters and digits, with hyphens or underscores inside, 1–63 long each. */
const REVERSE_DNS = /^[a-z0-9](?:[a-z0-9_-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9_-]{0,61}[a-z0-9])?)+$/i

export const Eip6963Uuid = Schema.String.pipe(Schema.pattern(UUID_V4, { message: () => "uuid is not a UUIDv4" })).annotations({
  identifier: "Eip6963Uuid"
})

/** The name as shown: surrounding whitespace trimmed, and something left after it. */
export const Eip6963Name = Schema.Trim.pipe(Schema.minLength(1, { message: () => "name is empty" })).annotations({
  identifier: "Eip6963Name"
})

export const Eip6963Icon = Schema.String.pipe(
  Schema.pattern(DATA_IMAGE_URI, { message: () => "icon is not a data:image URI" })
).annotations({ identifier: "Eip6963Icon" })

/** A domain name written backwards (`io.metamask`), at most 253 characters as DNS allows. */
export const Eip6963Rdns = Schema.String.pipe(
  Schema.maxLength(253, { message: () => "rdns is longer than 253 characters" }),
  Schema.pattern(REVERSE_DNS, { message: () => "rdns is not a reverse-DNS name" })
).annotations({ identifier: "Eip6963Rdns" })

/** The whole provider info of a well-formed announcement. */
export const Eip6963ProviderInfo = Schema.Struct({
  uuid: Eip6963Uuid,
  name: Eip6963Name,
  icon: Eip6963Icon,
  rdns: Eip6963Rdns
}).annotations({ identifier: "Eip6963ProviderInfo" })
export type Eip6963ProviderInfo = typeof Eip6963ProviderInfo.Type
