import { Layer } from "effect"
import { Platform } from "../core/services/Platform.js"
import type { PlatformFacts } from "../core/services/Platform.js"

/** A stated platform: every fact not given is false. */
export const layer = (facts: Partial<PlatformFacts> = {}): Layer.Layer<Platform> =>
  Layer.succeed(Platform, {
    isMobile: false,
    isIos: false,
    isAndroid: false,
    isMac: false,
    isSafari: false,
    isTelegram: false,
    isBrowser: false,
    ...facts
  })
