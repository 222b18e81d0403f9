import { Schema } from "effect"

/** What the host app says about itself (shown to wallets and sent to the embedded frame). */
export const ProjectMetadata = Schema.Struct({
  name: Schema.String,
  description: Schema.String,
  url: Schema.String,
  icons: Schema.Array(Schema.String)
}).annotations({ identifier: "ProjectMetadata" })
export type ProjectMetadata = typeof ProjectMetadata.Type
