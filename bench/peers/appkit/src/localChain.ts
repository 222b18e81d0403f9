/**
 * The local EVM chain as an AppKit network. The bench's server puts `devnet.json` inline in the
 * page (`<script type="application/json" id="devnet-manifest">`), so the app starts without a
 * request first, as the Doorway demo does.
 */
import { defineChain } from "@reown/appkit/networks"

interface ServedChain {
  readonly chainId: number
  readonly name: string
  readonly rpcUrl: string
  readonly fixtures: { readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number } }
}

const manifestElement = document.getElementById("devnet-manifest")
if (manifestElement?.textContent == null) throw new Error("The page carries no devnet-manifest")
const served = (JSON.parse(manifestElement.textContent) as { readonly evm: ReadonlyArray<ServedChain> }).evm[0]
if (served === undefined) throw new Error("devnet.json lists no EVM chain")

export const localRpcUrl = served.rpcUrl

export const localChain = defineChain({
  id: served.chainId,
  caipNetworkId: `eip155:${served.chainId}`,
  chainNamespace: "eip155",
  name: `${served.name} (local)`,
  nativeCurrency: served.fixtures.nativeCurrency,
  rpcUrls: { default: { http: [served.rpcUrl] } }
})
