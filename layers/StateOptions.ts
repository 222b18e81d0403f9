import { Layer } from "effect"
import type { AppKitOptions } from "../core/config/AppKitOptions.js"
import type { LoginMethod } from "../core/config/loginMethods.js"
import { resolveOptions } from "../core/config/resolveOptions.js"
import type { ResolvedOptions } from "../core/config/ResolvedOptions.js"
import { Options } from "../core/services/Options.js"

/** The host's options, with the defaults applied (and, for tests, other login sections than the modal's). */
export const OptionsLive = (options: AppKitOptions, loginMethods?: ReadonlyArray<LoginMethod>): Layer.Layer<Options> =>
  Layer.succeed(Options, resolveOptions(options, loginMethods))

/** Options already resolved (tests adjust single fields of a resolved value). */
export const OptionsResolved = (options: ResolvedOptions): Layer.Layer<Options> => Layer.succeed(Options, options)
