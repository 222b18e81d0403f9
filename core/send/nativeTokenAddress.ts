import type { CaipAddress } from "../../schemas/Caip.js"
import type { Network } from "../../schemas/Network.js"

/** The EVM native-token placeholder (WIRE §1.2, fungible price): `0xeeee…eeee`. */
export const EVM_NATIVE_PLACEHOLDER = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"

/** The CAIP-10 address that stands for a network's native token. */
export const nativeTokenAddress = (network: Network): CaipAddress => `${network.caipNetworkId}:${EVM_NATIVE_PLACEHOLDER}` as CaipAddress
