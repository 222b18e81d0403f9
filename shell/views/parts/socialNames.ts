import type { SocialOption } from "../../../schemas/Forms.js"

/** How each social login is named to the person. */
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
export const continueWith = (option: SocialOption): string => `Continue with ${SOCIAL_NAMES[option]}`
