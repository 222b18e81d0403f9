/**
 * The part of `devnet.json` (served beside the demo, one directory up from this page) the wallet
 * page reads: the relay, the project it connects as, the local EVM chains, the local Solana
 * cluster (its node and CAIP-2 id) and the local Bitcoin chain (its Esplora API, CAIP-2 id and the
 * dev keys' public side); the last two optional, so a manifest without them still starts the page.
 */
import { Schema } from "effect"
import type { PageChain } from "./pageSigner.js"

const NativeCurrency = Schema.Struct({ name: Schema.String, symbol: Schema.String, decimals: Schema.Number })

const BitcoinAccount = Schema.Struct({ address: Schema.String, publicKey: Schema.String, path: Schema.String })

export const PageManifest = Schema.Struct({
  projectId: Schema.String,
  relay: Schema.Struct({ url: Schema.String }),
  evm: Schema.NonEmptyArray(
    Schema.Struct({
      chainId: Schema.Number,
      name: Schema.String,
      rpcUrl: Schema.String,
      fixtures: Schema.Struct({ nativeCurrency: NativeCurrency })
    })
  ),
  solana: Schema.optional(Schema.Struct({ rpcUrl: Schema.String, caipNetworkId: Schema.String })),
  bitcoin: Schema.optional(
    Schema.Struct({
      esploraUrl: Schema.String,
      caipNetworkId: Schema.String,
      fixtures: Schema.Struct({ payment: BitcoinAccount, ordinals: BitcoinAccount })
    })
  )
})
export type PageManifest = typeof PageManifest.Type

export const pageChainsOf = (manifest: PageManifest): ReadonlyArray<PageChain> =>
  manifest.evm.map((chain) => ({ chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl, nativeCurrency: chain.fixtures.nativeCurrency }))

/**
 * Decodes `devnet.json`: inline in the page when the local stack's server put it there, else
 * fetched from `url`; the error says what was wrong, for the page to show.
 */
export const loadPageManifest = async (url: URL, inline: string | undefined): Promise<PageManifest> => {
  if (inline !== undefined) return Schema.decodeUnknownPromise(PageManifest)(JSON.parse(inline))
  const response = await fetch(url, { cache: "no-store" })
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}: is the local stack running (npm start)?`)
  return Schema.decodeUnknownPromise(PageManifest)(await response.json())
}
