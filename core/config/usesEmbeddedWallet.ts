import type { RemoteFeatures } from "../../schemas/RemoteFeatures.js"
import type { LoginMethod } from "./loginMethods.js"

/**
 * Whether the embedded wallet is in use: email login is on and its section exists, or a social
 * login is on and the social section exists. A feature without its section signs no one in.
 */
export const usesEmbeddedWallet = (
  features: Pick<RemoteFeatures, "email" | "socials">,
  loginMethods: ReadonlyArray<LoginMethod>
): boolean =>
  (features.email && loginMethods.includes("email")) ||
  (features.socials !== false && features.socials.length > 0 && loginMethods.includes("social"))
