import type { Network } from "../../schemas/Network.js"
import { MELD_PUBLIC_KEY } from "./onrampProviders.js"

/** What the provider's checkout is told beside the link's own parameters (SPEC §9, WIRE §1.5). */
export interface CheckoutParameters {
  /** The plain address the purchase goes to. */
  readonly walletAddress: string
  readonly network: Pick<Network, "chainNamespace">
  readonly projectId: string
}

/** The currency the provider's checkout delivers (SPEC §9): SOL on Solana, else USDC. */
export const destinationCurrencyCodeOf = (network: Pick<Network, "chainNamespace">): "SOL" | "USDC" =>
  network.chainNamespace === "solana" ? "SOL" : "USDC"

/**
 * The generated checkout link extended with the provider's parameters (SPEC §9): `publicKey`,
 * `destinationCurrencyCode`, `walletAddress` and `externalCustomerId` (the project id), added
 * after whatever the link already carries.
 */
export const checkoutUrl = (generated: string, parameters: CheckoutParameters): string => {
  const url = new URL(generated)
  url.searchParams.append("publicKey", MELD_PUBLIC_KEY)
  url.searchParams.append("destinationCurrencyCode", destinationCurrencyCodeOf(parameters.network))
  url.searchParams.append("walletAddress", parameters.walletAddress)
  url.searchParams.append("externalCustomerId", parameters.projectId)
  return url.href
}
