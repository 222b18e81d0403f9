import type { Effect, Option } from "effect"
import type { DeeplinkChoiceValue } from "../../schemas/StorageValues.js"
import type { Storage } from "../services/Storage.js"
import { readStoredValue } from "../storage/storedValues.js"

/** The stored deep-link choice (WIRE.md §5); a value that does not decode is removed and logged. */
export const readDeepLinkChoice: Effect.Effect<Option.Option<DeeplinkChoiceValue>, never, Storage> =
  readStoredValue("WALLETCONNECT_DEEPLINK_CHOICE")
