/** Account names: profile lookups, suggestions and registration (WIRE §1.2, §1.3). */
import { Schema } from "effect"
import { RecordKey } from "./RecordKey.js"

/** One address of a profile, keyed by ENSIP-11 coin type in `Profile.addresses`. */
export const ProfileAddress = Schema.Struct({ address: Schema.String, created: Schema.String }).annotations({
  identifier: "ProfileAddress"
})
export type ProfileAddress = typeof ProfileAddress.Type

export const ProfileAttribute = Schema.Struct({
  avatar: Schema.optional(Schema.String),
  bio: Schema.optional(Schema.String)
}).annotations({ identifier: "ProfileAttribute" })
export type ProfileAttribute = typeof ProfileAttribute.Type

/** A registered name (`<label>.reown.id`, or the legacy suffix) and its addresses. */
export const Profile = Schema.Struct({
  name: Schema.String,
  registered: Schema.Number,
  updated: Schema.Number,
  addresses: Schema.Record({ key: RecordKey, value: ProfileAddress }),
  attributes: Schema.Array(ProfileAttribute)
}).annotations({ identifier: "Profile" })
export type Profile = typeof Profile.Type

/** Reverse lookup: every name of an address (`[]` when none). */
export const ReverseLookupResponse = Schema.Array(Profile).annotations({ identifier: "ReverseLookupResponse" })
export type ReverseLookupResponse = typeof ReverseLookupResponse.Type

export const NameSuggestion = Schema.Struct({ name: Schema.String, registered: Schema.Boolean }).annotations({
  identifier: "NameSuggestion"
})
export type NameSuggestion = typeof NameSuggestion.Type

export const NameSuggestionsResponse = Schema.Struct({ suggestions: Schema.Array(NameSuggestion) }).annotations({
  identifier: "NameSuggestionsResponse"
})
export type NameSuggestionsResponse = typeof NameSuggestionsResponse.Type

/** Suggestions shown while typing a name, with the loading flag of the lookup. */
export const NameSuggestions = Schema.Struct({
  suggestions: Schema.Array(NameSuggestion),
  loading: Schema.Boolean
}).annotations({ identifier: "NameSuggestions" })
export type NameSuggestions = typeof NameSuggestions.Type

/** Error body the profile service declares for failed calls. */
export const ProfileErrorBody = Schema.Struct({
  status: Schema.String,
  reasons: Schema.Array(Schema.Struct({ name: Schema.String, description: Schema.String })),
  message: Schema.optional(Schema.String)
}).annotations({ identifier: "ProfileErrorBody" })
export type ProfileErrorBody = typeof ProfileErrorBody.Type

/** The message that is signed to register a name; sent as its JSON text. */
export const RegisterNameMessage = Schema.Struct({
  name: Schema.String,
  attributes: Schema.Record({ key: RecordKey, value: Schema.String }),
  timestamp: Schema.Number
}).annotations({ identifier: "RegisterNameMessage" })
export type RegisterNameMessage = typeof RegisterNameMessage.Type

/** `POST /v1/profile/account` body. `message` is the JSON text of a RegisterNameMessage. */
export const RegisterNameRequest = Schema.Struct({
  coin_type: Schema.Number,
  address: Schema.String,
  message: Schema.String,
  signature: Schema.String
}).annotations({ identifier: "RegisterNameRequest" })
export type RegisterNameRequest = typeof RegisterNameRequest.Type

/** Reads and writes the `message` field of a registration: JSON text ↔ RegisterNameMessage. */
export const RegisterNameMessageJson = Schema.parseJson(RegisterNameMessage).annotations({
  identifier: "RegisterNameMessageJson"
})
