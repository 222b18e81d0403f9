/** One anvil per chain (Ethereum, Polygon), the catalogue and a secure site over them, for a test file. */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startAnvil, type AnvilNode } from "../../../devnet/chains/startAnvil.js"
import { startCatalogue, type RunningCatalogue } from "../../../devnet/catalogue/startCatalogue.js"
import type { SiteChain } from "../../../devnet/secure-site/SiteChain.js"
import { startSecureSite, type RunningSecureSite, type SecureSiteOptions } from "../../../devnet/secure-site/startSecureSite.js"

export interface SiteFixture {
  readonly anvils: ReadonlyArray<AnvilNode>
  readonly chains: ReadonlyArray<SiteChain>
  readonly catalogue: RunningCatalogue
  readonly dataDir: string
  site: RunningSecureSite
  readonly restartSite: () => Promise<RunningSecureSite>
  readonly stop: () => Promise<void>
}

const ETHER = { name: "Ether", symbol: "ETH", decimals: 18 }

/** `site` adds options to the site's (its sign-in provider). */
export const startSiteFixture = async (site: Pick<SecureSiteOptions, "signIn"> = {}): Promise<SiteFixture> => {
  const [ethereum, polygon, catalogue] = await Promise.all([startAnvil({ chainId: 1 }), startAnvil({ chainId: 137 }), startCatalogue()])
  const chains: ReadonlyArray<SiteChain> = [
    { chainId: 1, name: "Ethereum", rpcUrl: ethereum.rpcUrl, nativeCurrency: ETHER, tokens: [] },
    { chainId: 137, name: "Polygon", rpcUrl: polygon.rpcUrl, nativeCurrency: { name: "POL", symbol: "POL", decimals: 18 }, tokens: [] }
  ]
  const dataDir = mkdtempSync(join(tmpdir(), "secure-site-"))
  const start = () => startSecureSite({ catalogueUrl: catalogue.url, chains, dataDir, ...site })
  const fixture: SiteFixture = {
    anvils: [ethereum, polygon],
    chains,
    catalogue,
    dataDir,
    site: await start(),
    restartSite: async () => {
      await fixture.site.stop()
      fixture.site = await start()
      return fixture.site
    },
    stop: async () => {
      await Promise.all([fixture.site.stop(), catalogue.stop(), ethereum.stop(), polygon.stop()])
    }
  }
  return fixture
}
