/**
 * The Bitcoin chain family (SPEC §1, namespace bip122): addresses of mainnet, testnet and regtest,
 * balances in sats read from an Esplora API, messages signed (BIP-322) through the provider the
 * Wallet Standard kind hands out, BTC sent from the payment address (`transfer/`).
 *
 * Bitcoin has no keyless JSON-RPC a page could call, so for this family a network's RPC URL
 * (`rpcUrls.default.http[0]`) is the base of an Esplora HTTP API (mempool.space's `/api`,
 * Blockstream's, a local electrs), not a JSON-RPC endpoint.
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as HttpClient from "@effect/platform/HttpClient"
import { Effect } from "effect"
import { JsonRpcError } from "../../../core/errors/JsonRpcError.js"
import type { ChainFamily } from "../../../core/services/ChainFamily.js"
import { isBitcoinAddress, sameBitcoinAddress } from "./bitcoinAddress.js"
import { standardWalletFailureOf } from "../standard/walletFailure.js"
import { makeEsploraNetworks } from "./esploraNetworks.js"
import type { Network } from "../../../schemas/Network.js"
import { getEsploraBalance } from "./getEsploraBalance.js"
import { makeBitcoinTransfers } from "./transfer/bitcoinTransfers.js"
import { bitcoinOverSession } from "./walletConnect/bitcoinOverSession.js"

/** The part of a provider signing needs; any provider with it will do (a host's own too). */
interface MessageSigner {
  /** The base64 signature of the bytes by `address`. */
  readonly signMessage: (message: Uint8Array, address?: string) => Promise<string>
}

const isMessageSigner = (provider: unknown): provider is MessageSigner =>
  typeof provider === "object" && provider !== null && typeof (provider as { signMessage?: unknown }).signMessage === "function"

/** EIP-1193 "Disconnected": no provider to sign with. */
const DISCONNECTED_CODE = 4900

/** The family over `http`; `configured` are the app's networks (any of them may be Bitcoin's). */
export const makeBitcoinFamily = (http: HttpClient.HttpClient, configured: ReadonlyArray<Network> = []): ChainFamily => {
  // An Esplora server is anyone's: trace headers would only make its browser calls preflighted.
  const esplora = HttpClient.withTracerDisabledWhen(http, () => true)
  // Each network's Esplora API (its RPC URL, see above), remembered for following sends by CAIP-2 id.
  const networks = makeEsploraNetworks(configured.filter((network) => network.chainNamespace === "bip122"))
  return {
    namespace: "bip122",
    isAddress: isBitcoinAddress,
    sameAddress: sameBitcoinAddress,
    getBalance: (address, network) => getEsploraBalance(esplora, networks.urlOf(network), address),
    signMessage: (provider, { message, address }) =>
      isMessageSigner(provider)
        ? Effect.tryPromise({ try: () => provider.signMessage(new TextEncoder().encode(message), address), catch: standardWalletFailureOf })
        : Effect.fail(new JsonRpcError({ code: DISCONNECTED_CODE, reason: "The connector has no Bitcoin provider" })),
    transfers: makeBitcoinTransfers(esplora, networks),
    overSession: bitcoinOverSession
  }
}

/** The family over the platform's `fetch`, which comes with this chunk (as RpcTransportFetch's does with its). */
export const makeBitcoinFamilyFetch = (configured: ReadonlyArray<Network> = []): Effect.Effect<ChainFamily> =>
  Effect.map(HttpClient.HttpClient, (http) => makeBitcoinFamily(http, configured)).pipe(Effect.provide(FetchHttpClient.layer))
