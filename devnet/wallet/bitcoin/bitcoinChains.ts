import type { IdentifierString } from "@wallet-standard/base"
import { REGTEST_CAIP_NETWORK_ID } from "../../bitcoin/regtest.js"

/**
 * The chains the Bitcoin half signs for, both the local regtest chain: its CAIP-2 id, which
 * AppKit's adapter matches against a network's `caipNetworkId`, and `bitcoin:regtest`, the name
 * the Wallet Standard's Bitcoin extension gives regtest.
 */
export const BITCOIN_DEV_WALLET_CHAINS = [REGTEST_CAIP_NETWORK_ID, "bitcoin:regtest"] as const

export const isBitcoinDevWalletChain = (chain: IdentifierString): boolean =>
  (BITCOIN_DEV_WALLET_CHAINS as ReadonlyArray<IdentifierString>).includes(chain)
