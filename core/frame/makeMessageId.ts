import { Effect } from "effect"

const ID_LENGTH = 6
const ID_SPACE = 36 ** ID_LENGTH

/** A short random base-36 correlation id, as the protocol's app side sends (WIRE §4.2). */
export const makeMessageId: Effect.Effect<string> = Effect.sync(() => Math.floor(Math.random() * ID_SPACE).toString(36).padStart(ID_LENGTH, "0"))
