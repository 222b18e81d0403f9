import { Effect } from "effect"
import type { Network } from "../../schemas/Network.js"
import { ReverseLookupResponse, type Profile } from "../../schemas/Names.js"
import { isNetworkSupported } from "../account/isNetworkSupported.js"
import { NamesForAddressFailed } from "../errors/AccountErrors.js"
import { ApiClient } from "../services/ApiClient.js"

/**
 * The names registered for an EVM address (`GET /v1/profile/reverse/{address}` with `sender` and
 * `apiVersion=2`, WIRE §1.2): none when it has none, or on a network the data service does not
 * answer for. A failed or malformed answer fails with NamesForAddressFailed ('Error fetching names
 * for address').
 */
export const fetchAccountNames = (address: string, network: Network, sender: string | undefined) =>
  Effect.gen(function* () {
    if (network.chainNamespace !== "eip155" || !(yield* isNetworkSupported(network.caipNetworkId))) return [] as ReadonlyArray<Profile>
    const api = yield* ApiClient
    return yield* api
      .get({
        service: "blockchain",
        path: `/v1/profile/reverse/${address}`,
        query: { sender, apiVersion: "2" },
        schema: ReverseLookupResponse
      })
      .pipe(Effect.mapError(() => new NamesForAddressFailed({ address })))
  }).pipe(Effect.withSpan("names.fetchAccountNames"))
