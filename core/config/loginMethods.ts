/** The login sections of the modal that sign in through the embedded wallet. */
export type LoginMethod = "email" | "social"

/**
 * The login sections the modal has: email, and social (the popup providers and Farcaster). The
 * embedded wallet's connector is created, and the page's origin checked, for a login only once its
 * section exists.
 */
export const AVAILABLE_LOGIN_METHODS: ReadonlyArray<LoginMethod> = ["email", "social"]
