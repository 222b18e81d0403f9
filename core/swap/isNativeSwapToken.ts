import type { CaipAddress } from "../../schemas/Caip.js"
import type { Network } from "../../schemas/Network.js"
import { nativeTokenAddress } from "../send/nativeTokenAddress.js"
import { sameCaipAddress } from "./sameCaipAddress.js"

/** Whether a token of the swap list is the network's native coin (its `0xeeee…eeee` placeholder, WIRE §1.2). */
export const isNativeSwapToken = (address: CaipAddress, network: Network): boolean => sameCaipAddress(address, nativeTokenAddress(network))
