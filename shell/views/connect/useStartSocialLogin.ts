import { useCallback } from "react"
import { startSocialLogin } from "../../../core/embedded/startSocialLogin.js"
import { withPageSocialLogin } from "../../../layers/withPageSocialLogin.js"
import type { SocialOption } from "../../../schemas/Forms.js"
import { useHandle } from "../../runtime/HandleContext.js"

/**
 * A provider's button: the login starts at once, in the click (a fork runs up to its first wait),
 * so the popup opens before the click handler returns, as browsers require (WIRE §4.7).
 */
export const useStartSocialLogin = (): ((option: SocialOption) => void) => {
  const { runtime } = useHandle()
  return useCallback((option: SocialOption) => void runtime.runFork(withPageSocialLogin(startSocialLogin(option))), [runtime])
}
