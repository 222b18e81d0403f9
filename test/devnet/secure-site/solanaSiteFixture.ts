/** Two anvils (Ethereum, Polygon), the local Solana cluster, the catalogue and a secure site serving both, for a test file. */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startAnvil, type AnvilNode } from "../../../devnet/chains/startAnvil.js"
import { startCatalogue, type RunningCatalogue } from "../../../devnet/catalogue/startCatalogue.js"
import type { SiteChain } from "../../../devnet/secure-site/SiteChain.js"
import { startSecureSite, type RunningSecureSite } from "../../../devnet/secure-site/startSecureSite.js"
import { startSolana, type SolanaCluster } from "../../../devnet/solana/startSolana.js"

export interface SolanaSiteFixture {
  readonly anvils: ReadonlyArray<AnvilNode>
  readonly cluster: SolanaCluster
  readonly catalogue: RunningCatalogue
  readonly site: RunningSecureSite
  readonly stop: () => Promise<void>
}

export const startSolanaSiteFixture = async (): Promise<SolanaSiteFixture> => {
  const [ethereum, polygon, cluster, catalogue] = await Promise.all([
    startAnvil({ chainId: 1 }),
    startAnvil({ chainId: 137 }),
    startSolana({ port: 0 }),
    startCatalogue()
  ])
  const chains: ReadonlyArray<SiteChain> = [
    { chainId: 1, name: "Ethereum", rpcUrl: ethereum.rpcUrl, nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, tokens: [] },
    { chainId: 137, name: "Polygon", rpcUrl: polygon.rpcUrl, nativeCurrency: { name: "POL", symbol: "POL", decimals: 18 }, tokens: [] }
  ]
  const site = await startSecureSite({
    catalogueUrl: catalogue.url,
    chains,
    solana: { rpcUrl: cluster.rpcUrl, caipNetworkId: cluster.caipNetworkId },
    dataDir: mkdtempSync(join(tmpdir(), "secure-site-solana-"))
  })
  return {
    anvils: [ethereum, polygon],
    cluster,
    catalogue,
    site,
    stop: async () => {
      await Promise.all([site.stop(), catalogue.stop(), ethereum.stop(), polygon.stop(), cluster.stop()])
    }
  }
}
