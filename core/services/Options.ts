import { Context } from "effect"
import type { ResolvedOptions } from "../config/ResolvedOptions.js"

/** The host's options with the defaults of SPEC §9 applied. Read-only for the whole session. */
export class Options extends Context.Tag("doorway/Options")<Options, ResolvedOptions>() {}
