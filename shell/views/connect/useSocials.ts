import { offeredSocials } from "../../../core/embedded/offeredSocials.js"
import { withPagePlatform } from "../../../layers/PlatformBrowser.js"
import type { SocialOption } from "../../../schemas/Forms.js"
import { useStateRef } from "../../hooks/useStateRef.js"
import { useHandle } from "../../runtime/HandleContext.js"

/** The social logins in effect (the project's, or the host's, SPEC §9 order by default), as this platform offers them (SPEC §5). */
export const useSocials = (): ReadonlyArray<SocialOption> => {
  const { runtime, state } = useHandle()
  // Subscribed, so a change of the features renders the list again; the program reads them itself.
  useStateRef(runtime, state.features.state)
  return runtime.runSync(withPagePlatform(offeredSocials))
}
