/**
 * The real icons of the tokens the local stack holds or names, keyed by symbol without regard to
 * case, as the catalogue's `/public/getTokenImage/{symbol}` and the data service's token icons
 * answer them. The artwork is @web3icons/core's branded variant (the coin's own round mark). A
 * symbol missing here (the local chains' WHOLE token, for one) keeps its drawn initials.
 */
import avaxLogo from "@web3icons/core/svgs/tokens/branded/AVAX.svg.js"
import bnbLogo from "@web3icons/core/svgs/tokens/branded/BNB.svg.js"
import btcLogo from "@web3icons/core/svgs/tokens/branded/BTC.svg.js"
import celoLogo from "@web3icons/core/svgs/tokens/branded/CELO.svg.js"
import daiLogo from "@web3icons/core/svgs/tokens/branded/DAI.svg.js"
import ethLogo from "@web3icons/core/svgs/tokens/branded/ETH.svg.js"
import eurcLogo from "@web3icons/core/svgs/tokens/branded/EURC.svg.js"
import maticLogo from "@web3icons/core/svgs/tokens/branded/MATIC.svg.js"
import polLogo from "@web3icons/core/svgs/tokens/branded/POL.svg.js"
import solLogo from "@web3icons/core/svgs/tokens/branded/SOL.svg.js"
import usdcLogo from "@web3icons/core/svgs/tokens/branded/USDC.svg.js"
import usdtLogo from "@web3icons/core/svgs/tokens/branded/USDT.svg.js"
import wbtcLogo from "@web3icons/core/svgs/tokens/branded/WBTC.svg.js"

/** Lower-case symbol → SVG of the token's icon. */
const TOKEN_LOGOS: ReadonlyMap<string, string> = new Map([
  ["usdc", usdcLogo],
  ["usdt", usdtLogo],
  ["dai", daiLogo],
  ["eurc", eurcLogo],
  ["eth", ethLogo],
  ["pol", polLogo],
  ["matic", maticLogo],
  ["sol", solLogo],
  ["btc", btcLogo],
  ["wbtc", wbtcLogo],
  ["bnb", bnbLogo],
  ["avax", avaxLogo],
  ["celo", celoLogo]
])

/** The icon of the token with this symbol ("USDC", "usdc"), or undefined when there is none. */
export const tokenLogoOf = (symbol: string): string | undefined => TOKEN_LOGOS.get(symbol.toLowerCase())
