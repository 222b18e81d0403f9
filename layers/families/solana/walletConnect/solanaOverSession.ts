/**
 * Solana in a WalletConnect session (SPEC §4): the namespace's methods in a proposal, and the
 * family's provider over an approved session, its code (web3.js among it) loaded on first use.
 */
import { Effect } from "effect"
import type { FamilyOverSession } from "../../../../core/services/FamilyOverSession.js"
import { onFirstUse } from "../../../onFirstUse.js"
import { walletChainOf } from "../solanaChains.js"
import { makeSessionWallet } from "./sessionWallet.js"
import { SOLANA_SESSION_EVENTS, SOLANA_SESSION_METHODS } from "./sessionMethods.js"

const providerModule = onFirstUse(() => import("../SolanaProvider.js"), "layers/families/solana/SolanaProvider")

export const solanaOverSession: FamilyOverSession = {
  methods: SOLANA_SESSION_METHODS,
  events: SOLANA_SESSION_EVENTS,
  provider: (session) =>
    Effect.map(providerModule, ({ makeStandardSolanaProvider }) => {
      const { wallet, account } = makeSessionWallet(session)
      return makeStandardSolanaProvider(wallet, account, () => walletChainOf(session.chain()))
    })
}
