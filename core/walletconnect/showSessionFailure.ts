import { Effect } from "effect"
import { showAlert } from "../alerts/showAlert.js"
import { showSnackbar } from "../alerts/showSnackbar.js"
import type { DoorwayError } from "../errors/DoorwayError.js"
import { messageOf } from "../errors/catalogue.js"

/** The relay's refusals name a configuration problem for the host's developer (SPEC §8 alert errors). */
const ALERTS: ReadonlySet<string> = new Set(["SessionExpired", "InvalidProjectId", "OriginNotAllowed"])

/**
 * Shows why a session or pairing stopped, once: the relay's configuration refusals as the alert
 * (debug mode), anything else (an expired proposal or session, a deleted session) as the error banner.
 */
export const showSessionFailure = (error: DoorwayError) =>
  ALERTS.has(error._tag) ? showAlert(error) : Effect.asVoid(showSnackbar(messageOf(error), "error"))
