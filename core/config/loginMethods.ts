/** The login sections of the modal that sign in through the embedded wallet. */
export type LoginMethod = "email" | "social"

/**
 * The login sections the modal has: email. The embedded wallet's connector is created, and the
 * page's origin checked, for a login only once its section exists; each section adds its name here
 * in the change that builds it.
 */
export const AVAILABLE_LOGIN_METHODS: ReadonlyArray<LoginMethod> = ["email"]
