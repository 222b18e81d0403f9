import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { OnrampProvider } from "../../schemas/Onramp.js"

/** The chain families the on-ramp serves (SPEC §5: EVM and Solana; SPEC §9 the provider's chains). */
export const ONRAMP_NAMESPACES: ReadonlyArray<ChainNamespace> = ["eip155", "solana"]

/** The provider (SPEC §9): Meld, its fee 1 to 2%, on EVM and Solana. */
export const MELD: OnrampProvider = {
  label: "Meld.io",
  name: "meld",
  feeRange: "1-2%",
  url: "https://meldcrypto.com",
  supportedChains: ONRAMP_NAMESPACES
}

/** The public key the provider's checkout is opened with (WIRE §1.5: AppKit's constant). */
export const MELD_PUBLIC_KEY = "WXETMuFUQmqqybHuRkSgxv:25B8LJHSfpG6LVjR2ytU5Cwh7Z4Sch2ocoU"

/** The providers of the project's on-ramp feature (SPEC §9 default `meld`). */
export const onrampProviders = (names: ReadonlyArray<string>): ReadonlyArray<OnrampProvider> => (names.includes(MELD.name) ? [MELD] : [])
