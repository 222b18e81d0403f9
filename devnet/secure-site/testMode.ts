/**
 * The secure site's test mode, for an app's own browser tests (docs/testing.md): off unless the
 * site is started with it. In test mode every login code is the one the test chose (still mailed,
 * still subject to the site's limits: 30 s between mails, locks after wrong codes, a code's
 * lifetime) and a browser's device counts as approved, so a test logs in with no mailbox at all.
 * Outside test mode a code is only ever the random one mailed for that login.
 */
import { DevnetError } from "../DevnetError.js"

export interface SecureSiteTestMode {
  /** The login code every email login takes in test mode: 6 digits, as the mailed codes are. */
  readonly loginCode: string
}

/** The environment variable {@link testModeFromEnv} reads: the code, e.g. `123456`. */
export const TEST_LOGIN_CODE_ENV = "DOORWAY_SECURE_SITE_TEST_LOGIN_CODE"

/** `testMode` checked: a code that is not 6 digits stops the site from starting. */
export const checkTestMode = (testMode: SecureSiteTestMode | undefined): SecureSiteTestMode | undefined => {
  if (testMode === undefined) return undefined
  if (!/^\d{6}$/.test(testMode.loginCode)) {
    throw new DevnetError({ service: "secure-site", message: `The test mode's login code must be 6 digits, got ${JSON.stringify(testMode.loginCode)}` })
  }
  return testMode
}

/** Test mode when `env` sets {@link TEST_LOGIN_CODE_ENV} (for a start script to pass on); off otherwise. */
export const testModeFromEnv = (env: Readonly<Record<string, string | undefined>>): SecureSiteTestMode | undefined => {
  const loginCode = env[TEST_LOGIN_CODE_ENV]
  return loginCode === undefined || loginCode === "" ? undefined : checkTestMode({ loginCode })
}
