import { Effect, Option } from "effect"
import type { ResolvedOptions } from "../../config/ResolvedOptions.js"
import type { SignMessageFailed } from "../../errors/AccountErrors.js"
import type { CaipNetworkId } from "../../../schemas/Caip.js"
import { ACCOUNT_PLACEHOLDER } from "../../../schemas/Siwx.js"
import type { SiwxClient } from "../siwxClient.js"

/**
 * What one-click auth asks the wallet to sign (the session proposal's authentication request,
 * WIRE §6.3): the SIWX message's fields (SPEC §3) without the account, for every requested chain.
 * The SDK sets the issued-at time itself when it sends the request.
 */
export interface AuthenticateRequest {
  readonly chains: readonly [CaipNetworkId, ...Array<CaipNetworkId>]
  readonly domain: string
  readonly uri: string
  readonly nonce: string
  readonly statement?: string
  readonly resources?: ReadonlyArray<string>
  readonly exp?: string
  readonly nbf?: string
  readonly requestId?: string
}

/** One signed answer of the wallet: its cacao (CAIP-74, undecoded) and the text it signed, as the SDK writes it. */
export interface SignedCacao {
  readonly cacao: unknown
  readonly message: string
}

/**
 * The rule of one-click auth (SPEC §4): with sign-in on (`siwx` or `siweConfig`) and every chain
 * the app asks for on EVM, a WalletConnect connection signs in as it connects; the chains, or none.
 */
export const oneClickChains = (options: Pick<ResolvedOptions, "siwx" | "siweConfig" | "networks">): Option.Option<AuthenticateRequest["chains"]> => {
  if (options.siwx === undefined && options.siweConfig === undefined) return Option.none()
  if (!options.networks.every((network) => network.chainNamespace === "eip155")) return Option.none()
  const [first, ...rest] = options.networks.map((network) => network.caipNetworkId)
  return first === undefined ? Option.none() : Option.some([first, ...rest])
}

/**
 * The request for these chains, from the sign-in store's message for the first one (its nonce,
 * domain, URI, statement, resources and times); the account is the placeholder.
 */
export const oneClickRequest = (client: SiwxClient, chains: AuthenticateRequest["chains"]): Effect.Effect<AuthenticateRequest, SignMessageFailed> =>
  Effect.map(client.createMessage({ accountAddress: ACCOUNT_PLACEHOLDER, chainId: chains[0] }), ({ data }) => ({
    chains,
    domain: data.domain,
    uri: data.uri,
    nonce: data.nonce,
    ...(data.statement === undefined ? {} : { statement: data.statement }),
    ...(data.resources === undefined ? {} : { resources: data.resources }),
    ...(data.expirationTime === undefined ? {} : { exp: data.expirationTime }),
    ...(data.notBefore === undefined ? {} : { nbf: data.notBefore }),
    ...(data.requestId === undefined ? {} : { requestId: data.requestId })
  }))
