/** New users get native coin on every local chain (anvil_setBalance), so they can send at once. */
import { numberToHex, parseEther, type Hex } from "viem"
import type { SiteChain } from "./SiteChain.js"

/** 100 of each chain's native coin. */
export const NEW_USER_BALANCE = parseEther("100")

export const fundAddress = async (chains: ReadonlyArray<SiteChain>, address: Hex): Promise<void> => {
  await Promise.all(
    chains.map(async (chain) => {
      const response = await fetch(chain.rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "anvil_setBalance", params: [address, numberToHex(NEW_USER_BALANCE)] })
      })
      const body = (await response.json()) as { error?: { message: string } }
      if (body.error !== undefined) throw new Error(`funding ${address} on ${chain.chainId} failed: ${body.error.message}`)
    })
  )
}
