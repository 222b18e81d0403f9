import { hex } from "@scure/base"
import { BITCOIN_ORDINALS_KEY, BITCOIN_PAYMENT_KEY } from "../../../../devnet/bitcoin/bitcoinDevKeys.js"
import { BITCOIN_DEV_WALLET_ORDINALS_WIF, BITCOIN_DEV_WALLET_PAYMENT_WIF } from "../../../../devnet/devKeys.js"
import { createBitcoinDevWallet, type BitcoinDevWallet, type BitcoinDevWalletConfig } from "../../../../devnet/wallet/bitcoin/bitcoinDevWallet.js"
import type { BitcoinDevWalletMemory } from "../../../../devnet/wallet/bitcoin/bitcoinMemory.js"
import type { BitcoinWalletAccount } from "../../../../devnet/wallet/bitcoin/bitcoinStandardWallet.js"
import type { SatsConnectResponse } from "../../../../devnet/wallet/bitcoin/satsConnectResponse.js"
import type { ApprovalPolicy, Eip1193RequestArguments } from "../../../../devnet/wallet/devWallet.js"

/** What a wallet threw, as the other halves' tests read it. */
export { failure } from "../solanaWalletFixture.js"

/** The wallet's configuration for a chain at `esploraUrl` (port 9, discard, for a wallet that never reaches it). */
export const bitcoinConfig = (esploraUrl = "http://127.0.0.1:9"): BitcoinDevWalletConfig => ({
  esploraUrl,
  payment: { wif: BITCOIN_DEV_WALLET_PAYMENT_WIF, address: BITCOIN_PAYMENT_KEY.address, publicKey: hex.encode(BITCOIN_PAYMENT_KEY.publicKey), path: BITCOIN_PAYMENT_KEY.path },
  ordinals: { wif: BITCOIN_DEV_WALLET_ORDINALS_WIF, address: BITCOIN_ORDINALS_KEY.address, publicKey: hex.encode(BITCOIN_ORDINALS_KEY.publicKey), path: BITCOIN_ORDINALS_KEY.path }
})

/** The Bitcoin half with its "user" in the test's hands: the policy, the request list and the memory. */
export interface BitcoinWalletUnderTest {
  readonly bitcoin: BitcoinDevWallet
  readonly setPolicy: (policy: ApprovalPolicy) => void
  readonly log: ReadonlyArray<Eip1193RequestArguments>
}

export const bitcoinWallet = (options: { readonly config?: BitcoinDevWalletConfig; readonly memory?: BitcoinDevWalletMemory } = {}): BitcoinWalletUnderTest => {
  let policy: ApprovalPolicy = "approve"
  const log: Array<Eip1193RequestArguments> = []
  const bitcoin = createBitcoinDevWallet(options.config ?? bitcoinConfig(), {
    policy: () => policy,
    record: (request) => log.push(request),
    ...(options.memory ? { memory: options.memory } : {})
  })
  return { bitcoin, setPolicy: (next) => (policy = next), log }
}

/** Connects both accounts through the Wallet Standard feature, as AppKit's adapter does. */
export const connectBoth = async (bitcoin: BitcoinDevWallet): Promise<{ readonly payment: BitcoinWalletAccount; readonly ordinals: BitcoinWalletAccount }> => {
  const { accounts } = await bitcoin.wallet.features["bitcoin:connect"].connect({ purposes: ["payment", "ordinals"] })
  const [payment, ordinals] = accounts as ReadonlyArray<BitcoinWalletAccount>
  if (payment === undefined || ordinals === undefined) throw new Error("connect answered fewer than two accounts")
  return { payment, ordinals }
}


/** A sats-connect answer's result, failing the test on an error answer. */
export const resultOf = <A>(response: SatsConnectResponse): A => {
  if ("error" in response) throw new Error(`sats-connect error ${response.error.code}: ${response.error.message}`)
  return response.result as A
}

/** A sats-connect answer's error, failing the test on a success. */
export const errorOf = (response: SatsConnectResponse): { readonly code: number; readonly message: string } => {
  if (!("error" in response)) throw new Error(`expected an error, got ${JSON.stringify(response.result)}`)
  return response.error
}
