/**
 * The real logos of the predefined networks, keyed by each network's `assets.imageId`, as the
 * hosted asset API answers `/public/getAssetImage/{imageId}`. The artwork is @web3icons/core's
 * (the variant on its own backdrop, so it reads on light and dark); a testnet shows the logo of
 * its main network.
 */
import arbitrumLogo from "@web3icons/core/svgs/networks/background/arbitrum-one.svg.js"
import avalancheLogo from "@web3icons/core/svgs/networks/background/avalanche.svg.js"
import baseLogo from "@web3icons/core/svgs/networks/background/base.svg.js"
import bnbLogo from "@web3icons/core/svgs/networks/background/binance-smart-chain.svg.js"
import bitcoinLogo from "@web3icons/core/svgs/networks/background/bitcoin.svg.js"
import celoLogo from "@web3icons/core/svgs/networks/background/celo.svg.js"
import ethereumLogo from "@web3icons/core/svgs/networks/background/ethereum.svg.js"
import gnosisLogo from "@web3icons/core/svgs/networks/background/gnosis.svg.js"
import optimismLogo from "@web3icons/core/svgs/networks/background/optimism.svg.js"
import polygonLogo from "@web3icons/core/svgs/networks/background/polygon.svg.js"
import solanaLogo from "@web3icons/core/svgs/networks/background/solana.svg.js"
import zksyncLogo from "@web3icons/core/svgs/networks/background/zksync.svg.js"
import {
  arbitrum,
  avalanche,
  base,
  baseSepolia,
  bitcoin,
  bitcoinTestnet,
  bsc,
  celo,
  gnosis,
  mainnet,
  optimism,
  polygon,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  zksync
} from "../../core/networks/index.js"
import type { Network } from "../../schemas/Network.js"

/** Each predefined network that has an image id, and its logo. */
const LOGOS: ReadonlyArray<readonly [Network, string]> = [
  [mainnet, ethereumLogo],
  [optimism, optimismLogo],
  [arbitrum, arbitrumLogo],
  [polygon, polygonLogo],
  [bsc, bnbLogo],
  [avalanche, avalancheLogo],
  [base, baseLogo],
  [zksync, zksyncLogo],
  [gnosis, gnosisLogo],
  [celo, celoLogo],
  [sepolia, ethereumLogo],
  [baseSepolia, baseLogo],
  [solana, solanaLogo],
  [solanaTestnet, solanaLogo],
  [solanaDevnet, solanaLogo],
  [bitcoin, bitcoinLogo],
  [bitcoinTestnet, bitcoinLogo]
]

/** imageId → SVG of the network's logo. */
export const networkLogos: ReadonlyMap<string, string> = new Map(
  LOGOS.flatMap(([network, logo]) => {
    const imageId = network.assets?.imageId
    return imageId === undefined ? [] : [[imageId, logo] as const]
  })
)
