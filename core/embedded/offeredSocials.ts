import { Effect, Ref } from "effect"
import type { SocialOption } from "../../schemas/Forms.js"
import { Features } from "../services/Features.js"
import { Platform } from "../services/Platform.js"
import { socialsOnPlatform } from "./socialsOnPlatform.js"

/**
 * The social logins the Connect view offers now: the ones in effect (the project's, or the host's)
 * in their order, less what a Telegram mini app cannot offer on this system (SPEC §5); none when
 * social login is off.
 */
export const offeredSocials: Effect.Effect<ReadonlyArray<SocialOption>, never, Features | Platform> = Effect.gen(function* () {
  const { socials } = yield* Ref.get((yield* Features).state)
  return socials === false ? [] : socialsOnPlatform(socials, yield* Platform)
})
