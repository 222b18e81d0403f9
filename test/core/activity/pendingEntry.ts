import { mainnet } from "doorway-connect/networks"
import { pendingTransactionOf } from "../../../core/activity/pendingTransactionOf.js"
import type { PendingTransaction } from "../../../core/services/PendingTransactions.js"
import type { CaipAddress } from "../../../schemas/Caip.js"

export const SENDER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
export const RECEIVER = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"

const USDC = { name: "USD Coin", symbol: "USDC", iconUrl: "https://icons.test/usdc.svg", quantity: { decimals: "6" } }

/** The n-th pending send of 1.5 USDC from SENDER on mainnet: hash n, sent at n seconds past 2026-11-26 12:00 UTC. */
export const pendingEntry = (n: number, from = SENDER): PendingTransaction =>
  pendingTransactionOf(
    { caipAddress: `${mainnet.caipNetworkId}:${from}` as CaipAddress, address: from, network: mainnet },
    { token: USDC, amount: 1_500_000n, receiverAddress: RECEIVER },
    `0x${n.toString(16).padStart(64, "0")}`,
    Date.UTC(2026, 10, 26, 12, 0, n)
  )
