import { alertDescriptions } from "../../core/errors/catalogue.js"
import type { Translator } from "./Translator.js"

/**
 * The hint under an alert in the modal's language: the core writes it in English (SPEC §8), so it
 * is found again among the core's hints by its words, and shown translated where the language has it.
 */
export const alertHintText = (description: string, texts: Translator): string => {
  const tag = Object.keys(alertDescriptions).find((name) => alertDescriptions[name as keyof typeof alertDescriptions] === description)
  const key = tag === undefined ? undefined : `alertHint.${tag}`
  return key !== undefined && texts.has(key) ? texts.text(key) : description
}
