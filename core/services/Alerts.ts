import { Context } from "effect"
import type { StateRef } from "../state/StateRef.js"

export type AlertVariant = "info" | "warning" | "error"

/** The alert above the modal (SPEC §3 Alert state). */
export interface AlertState {
  readonly open: boolean
  readonly message: string
  readonly description?: string
  readonly variant: AlertVariant
}

export type SnackbarVariant = "loading" | "success" | "error"

/** The notification banner (SPEC §4). `id` changes with each banner so the shell can animate it. */
export interface SnackbarState {
  readonly open: boolean
  readonly message: string
  readonly variant: SnackbarVariant
  readonly id: number
}

/** Alert and banner state. Written only by core/alerts. */
export class Alerts extends Context.Tag("doorway/Alerts")<
  Alerts,
  {
    readonly alert: StateRef<AlertState>
    readonly snackbar: StateRef<SnackbarState>
  }
>() {}
