/**
 * Bitcoin in a WalletConnect session (SPEC §4, WIRE §6): the `bip122` namespace's methods and
 * events in a proposal, and the family's provider over an approved session, its code loaded on
 * first use.
 */
import { Effect } from "effect"
import type { FamilyOverSession } from "../../../../core/services/FamilyOverSession.js"
import { onFirstUse } from "../../../onFirstUse.js"
import { BITCOIN_SESSION_EVENTS, BITCOIN_SESSION_METHODS } from "./sessionMethods.js"

const providerModule = onFirstUse(() => import("./sessionProvider.js"), "layers/families/bitcoin/walletConnect/sessionProvider")

export const bitcoinOverSession: FamilyOverSession = {
  methods: BITCOIN_SESSION_METHODS,
  events: BITCOIN_SESSION_EVENTS,
  provider: (session) => Effect.map(providerModule, ({ makeSessionBitcoinProvider }) => makeSessionBitcoinProvider(session))
}
