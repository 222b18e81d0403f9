import { Layer } from "effect"
import type { AppKitOptions } from "../core/config/AppKitOptions.js"
import { resolveOptions } from "../core/config/resolveOptions.js"
import type { ResolvedOptions } from "../core/config/ResolvedOptions.js"
import { Options } from "../core/services/Options.js"

/** The host's options, with the defaults applied. */
export const OptionsLive = (options: AppKitOptions): Layer.Layer<Options> => Layer.succeed(Options, resolveOptions(options))

/** Options already resolved (tests adjust single fields of a resolved value). */
export const OptionsResolved = (options: ResolvedOptions): Layer.Layer<Options> => Layer.succeed(Options, options)
