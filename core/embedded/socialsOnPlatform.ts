import type { SocialOption } from "../../schemas/Forms.js"
import type { PlatformFacts } from "../services/Platform.js"

/** What a Telegram mini app cannot offer on each system (SPEC §5). */
const TELEGRAM_REMOVES = {
  ios: ["google"],
  mac: ["x"],
  android: ["facebook", "x"]
} as const satisfies Record<string, ReadonlyArray<SocialOption>>

const removedIn = (platform: PlatformFacts): ReadonlyArray<SocialOption> => {
  if (!platform.isTelegram) return []
  if (platform.isIos) return TELEGRAM_REMOVES.ios
  if (platform.isAndroid) return TELEGRAM_REMOVES.android
  return platform.isMac ? TELEGRAM_REMOVES.mac : []
}

/**
 * The social logins the Connect view offers, in the project's order: inside Telegram, iOS leaves
 * out Google, a Mac X, Android Facebook and X (SPEC §5); anywhere else, all of them.
 */
export const socialsOnPlatform = (socials: ReadonlyArray<SocialOption>, platform: PlatformFacts): ReadonlyArray<SocialOption> => {
  const removed: ReadonlyArray<SocialOption> = removedIn(platform)
  return socials.filter((social) => !removed.includes(social))
}
