import { useMemo } from "react"
import { socialsOnPlatform } from "../../../core/embedded/socialsOnPlatform.js"
import { Platform } from "../../../core/services/Platform.js"
import { withPagePlatform } from "../../../layers/PlatformBrowser.js"
import type { SocialOption } from "../../../schemas/Forms.js"
import { useStateRef } from "../../hooks/useStateRef.js"
import { useHandle } from "../../runtime/HandleContext.js"

/** The social logins in effect (the project's, or the host's, SPEC §9 order by default), as this platform offers them. */
export const useSocials = (): ReadonlyArray<SocialOption> => {
  const { runtime, state } = useHandle()
  const features = useStateRef(runtime, state.features.state)
  const platform = useMemo(() => runtime.runSync(withPagePlatform(Platform)), [runtime])
  return features.socials === false ? [] : socialsOnPlatform(features.socials, platform)
}
