import type { SocialOption } from "../../../schemas/Forms.js"
import type { Translator } from "../../i18n/Translator.js"

/** How each social login is named to the person: brand names, the same in every language. */
export const SOCIAL_NAMES: Record<SocialOption, string> = {
  google: "Google",
  x: "X",
  farcaster: "Farcaster",
  discord: "Discord",
  apple: "Apple",
  github: "GitHub",
  facebook: "Facebook"
}

/** The accessible name of a provider's button. */
export const continueWith = (option: SocialOption, texts: Translator): string => texts.text("connect.continueWith", { name: SOCIAL_NAMES[option] })
