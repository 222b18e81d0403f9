import { Effect } from "effect"
import type { DeeplinkChoiceValue } from "../../schemas/StorageValues.js"
import type { Storage } from "../services/Storage.js"
import { writeStoredValue } from "../storage/storedValues.js"
import type { WalletDeepLink } from "./walletDeepLink.js"

/**
 * Keeps the deep link a visitor opened as `WALLETCONNECT_DEEPLINK_CHOICE` (WIRE.md §5: JSON
 * `{href, name}`, the link's base and the wallet's name). The WalletConnect SDK reads it under
 * that fixed name to bring the same wallet forward for each later request of the session.
 */
export const rememberDeepLinkChoice = (link: Pick<WalletDeepLink, "href" | "name">): Effect.Effect<void, never, Storage> => {
  const choice: DeeplinkChoiceValue = { href: link.href, name: link.name }
  // Both fields are strings, so the codec cannot refuse the value.
  return writeStoredValue("WALLETCONNECT_DEEPLINK_CHOICE", choice).pipe(Effect.orDie, Effect.withSpan("rememberDeepLinkChoice"))
}
