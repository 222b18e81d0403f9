import { Schema } from "effect"

export const AlertVariant = Schema.Literal("info", "warning", "error").annotations({ identifier: "AlertVariant" })
export type AlertVariant = typeof AlertVariant.Type

/** The alert bar at the top of the modal. */
export const AlertState = Schema.Struct({
  message: Schema.String,
  variant: AlertVariant,
  open: Schema.Boolean
}).annotations({ identifier: "AlertState" })
export type AlertState = typeof AlertState.Type

/** Variants of the notification banner (SPEC §4). */
export const SnackbarVariant = Schema.Literal("loading", "success", "error").annotations({ identifier: "SnackbarVariant" })
export type SnackbarVariant = typeof SnackbarVariant.Type

export const SnackbarState = Schema.Struct({
  message: Schema.String,
  variant: SnackbarVariant,
  open: Schema.Boolean
}).annotations({ identifier: "SnackbarState" })
export type SnackbarState = typeof SnackbarState.Type
