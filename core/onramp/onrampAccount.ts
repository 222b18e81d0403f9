import { Effect } from "effect"
import type { Network } from "../../schemas/Network.js"
import { isNetworkSupported } from "../account/isNetworkSupported.js"
import { sendAccount } from "../send/sendAccount.js"
import { onrampRegionAllowed, onrampServesNamespace } from "./onrampOffered.js"
import { OnrampUnavailable } from "./OnrampErrors.js"

/**
 * The active account a purchase goes to, read at once (nothing waits, so a checkout window can
 * open within the person's click): connected (else NoActiveCaipAddress), on EVM or Solana (SPEC
 * §5), outside the restricted regions (SPEC §9); else OnrampUnavailable.
 */
export const onrampAccount = Effect.gen(function* () {
  const account = yield* sendAccount
  if (!onrampServesNamespace(account.network.chainNamespace)) return yield* new OnrampUnavailable({ reason: "network" })
  if (!(yield* onrampRegionAllowed)) return yield* new OnrampUnavailable({ reason: "region" })
  return account
})

/**
 * The data service's network gate (WIRE §1.1): on a network it does not answer for, the on-ramp's
 * calls are not made and nothing can be bought (OnrampUnavailable). The supported list is read
 * once and kept.
 */
export const requireOnrampNetwork = (network: Network) =>
  Effect.flatMap(isNetworkSupported(network.caipNetworkId), (supported) =>
    supported ? Effect.void : Effect.fail(new OnrampUnavailable({ reason: "network" }))
  )
