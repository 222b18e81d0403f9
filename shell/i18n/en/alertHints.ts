import { alertDescriptions } from "../../../core/errors/catalogue.js"

type AlertHintTag = keyof typeof alertDescriptions

/** `alertHint.<error tag>` for each hint the core writes under an alert. */
export type AlertHintTexts = { readonly [T in AlertHintTag as `alertHint.${T}`]: (typeof alertDescriptions)[T] }

/**
 * The developer hints under an alert, in English: the core's own (core/errors/catalogue.ts,
 * alertDescriptions), keyed by their error's tag; part of the source catalogue (../en.ts).
 */
export const ALERT_HINT_TEXTS = Object.fromEntries(
  Object.entries(alertDescriptions).map(([tag, text]) => [`alertHint.${tag}`, text])
) as AlertHintTexts
