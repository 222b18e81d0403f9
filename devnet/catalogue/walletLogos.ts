/**
 * The real icons of well-known wallets, found by the catalogue entry's name, as
 * `/getWalletImage/{imageId}` answers them. The artwork is @web3icons/core's (the variant on its
 * own backdrop, an app icon's square). The generated wallets and the local dev wallets are not
 * real products, so they keep their drawn initials.
 */
import argentLogo from "@web3icons/core/svgs/wallets/background/argent.svg.js"
import backpackLogo from "@web3icons/core/svgs/wallets/background/backpack.svg.js"
import coinbaseLogo from "@web3icons/core/svgs/wallets/background/coinbase.svg.js"
import exodusLogo from "@web3icons/core/svgs/wallets/background/exodus.svg.js"
import imtokenLogo from "@web3icons/core/svgs/wallets/background/imtoken.svg.js"
import ledgerLogo from "@web3icons/core/svgs/wallets/background/ledger.svg.js"
import metamaskLogo from "@web3icons/core/svgs/wallets/background/metamask.svg.js"
import okxLogo from "@web3icons/core/svgs/wallets/background/okx.svg.js"
import phantomLogo from "@web3icons/core/svgs/wallets/background/phantom.svg.js"
import rabbyLogo from "@web3icons/core/svgs/wallets/background/rabby.svg.js"
import rainbowLogo from "@web3icons/core/svgs/wallets/background/rainbow.svg.js"
import safeLogo from "@web3icons/core/svgs/wallets/background/safe.svg.js"
import solflareLogo from "@web3icons/core/svgs/wallets/background/solflare.svg.js"
import tokenPocketLogo from "@web3icons/core/svgs/wallets/background/token-pocket.svg.js"
import trezorLogo from "@web3icons/core/svgs/wallets/background/trezor.svg.js"
import trustLogo from "@web3icons/core/svgs/wallets/background/trust.svg.js"
import zerionLogo from "@web3icons/core/svgs/wallets/background/zerion.svg.js"

/** "Trust Wallet" → "trust", "OKX Wallet" → "okx", "Ledger Live" → "ledgerlive", "MetaMask" → "metamask". */
const nameKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, "").replace(/wallet$/, "")

/** Name key → SVG of the wallet's icon. */
const WALLET_LOGOS: ReadonlyMap<string, string> = new Map([
  ["metamask", metamaskLogo],
  ["coinbase", coinbaseLogo],
  ["trust", trustLogo],
  ["rainbow", rainbowLogo],
  ["phantom", phantomLogo],
  ["okx", okxLogo],
  ["rabby", rabbyLogo],
  ["zerion", zerionLogo],
  ["ledgerlive", ledgerLogo],
  ["trezorsuite", trezorLogo],
  ["safe", safeLogo],
  ["argent", argentLogo],
  ["backpack", backpackLogo],
  ["solflare", solflareLogo],
  ["exodus", exodusLogo],
  ["imtoken", imtokenLogo],
  ["tokenpocket", tokenPocketLogo]
])

/** The icon of the wallet with this catalogue name, or undefined when it is not a known wallet. */
export const walletLogoOf = (name: string): string | undefined => WALLET_LOGOS.get(nameKey(name))
