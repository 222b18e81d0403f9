/**
 * The Sign In With Farcaster relay's messages (the shape `@farcaster/auth-client` speaks): a
 * channel the secure site opens for one sign-in, its status once the person approved it in their
 * Farcaster app (the signed message and who signed it), the ID registry's answer to "which fid
 * does this custody address own", and the approve page's form. Decoded with Schema on receipt.
 */
import { Schema } from "effect"
import { AccountName } from "./OAuthMessages.js"

/** EIP-4361's nonce: at least 8 letters or digits. */
const Nonce = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9]{8,}$/))

const SignatureParams = {
  siweUri: Schema.String,
  domain: Schema.String,
  notBefore: Schema.optional(Schema.String),
  expirationTime: Schema.optional(Schema.String),
  requestId: Schema.optional(Schema.String)
}

export const CreateChannelBody = Schema.Struct({ ...SignatureParams, nonce: Schema.optional(Nonce) }).annotations({ identifier: "CreateChannelBody" })
export type CreateChannelBody = typeof CreateChannelBody.Type

export const ChannelCreated = Schema.Struct({ channelToken: Schema.String, url: Schema.String, nonce: Nonce }).annotations({ identifier: "ChannelCreated" })
export type ChannelCreated = typeof ChannelCreated.Type

export const ChannelStatus = Schema.Struct({
  state: Schema.Literal("pending", "completed"),
  nonce: Schema.String,
  url: Schema.String,
  message: Schema.optional(Schema.String),
  signature: Schema.optional(Schema.String),
  fid: Schema.optional(Schema.Number),
  username: Schema.optional(Schema.String),
  custody: Schema.optional(Schema.String),
  signatureParams: Schema.Struct({ ...SignatureParams, nonce: Schema.String })
}).annotations({ identifier: "ChannelStatus" })
export type ChannelStatus = typeof ChannelStatus.Type

/** The ID registry's `idOf(custody)`: 0 when the address owns no fid. */
export const FidOf = Schema.Struct({ fid: Schema.Number }).annotations({ identifier: "FidOf" })

export const ApproveForm = Schema.Struct({
  channelToken: Schema.String,
  decision: Schema.Literal("approve", "cancel"),
  username: Schema.optional(Schema.String)
}).annotations({ identifier: "ApproveForm" })

export { AccountName as FarcasterUsername }
