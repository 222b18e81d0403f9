/**
 * The dev wallet's Bitcoin half, backed by the stack's two Bitcoin keys (BIP84 payment, BIP86
 * ordinals): one session (accounts, prompts, request list, memory) reached two ways, as a Wallet
 * Standard wallet (what AppKit's Bitcoin adapter looks for) and as a sats-connect provider (what
 * sats-connect and AppKit's sats-connect connector talk to). It signs with its keys itself and
 * sends to the local chain's Esplora API.
 */
import { makeBitcoinSession, type BitcoinDevWalletConfig, type BitcoinDevWalletOptions } from "./bitcoinSession.js"
import { createBitcoinStandardWallet, type BitcoinStandardWallet } from "./bitcoinStandardWallet.js"
import { createSatsConnectProvider, type SatsConnectProvider } from "./satsConnectProvider.js"

export type { BitcoinDevWalletConfig, BitcoinDevWalletOptions } from "./bitcoinSession.js"

export interface BitcoinDevWallet {
  /** The Wallet Standard wallet, as registered with the page. */
  readonly wallet: BitcoinStandardWallet
  /** The sats-connect provider. */
  readonly provider: SatsConnectProvider
  /** Settles once the configuration is loaded (rejects if it could not be). */
  readonly ready: Promise<void>
  readonly addresses: () => Promise<{ readonly payment: string; readonly ordinals: string }>
  /** The user disconnects the site in the wallet: a "change" event with no accounts, sats-connect's "disconnect". */
  readonly disconnect: () => Promise<void>
}

export const createBitcoinDevWallet = (
  config: BitcoinDevWalletConfig | PromiseLike<BitcoinDevWalletConfig>,
  options: BitcoinDevWalletOptions
): BitcoinDevWallet => {
  const session = makeBitcoinSession(config, options)
  const ready = session.loaded.then(() => undefined)
  ready.catch(() => undefined)
  return {
    wallet: createBitcoinStandardWallet(session),
    provider: createSatsConnectProvider(session),
    ready,
    addresses: async () => {
      const { keys } = await session.loaded
      return { payment: keys.payment.address, ordinals: keys.ordinals.address }
    },
    disconnect: async () => {
      await session.loaded
      session.disconnect()
    }
  }
}
