import { LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js"
import { DevnetError } from "../DevnetError.js"
import { SOLANA_DEV_WALLET_ADDRESS } from "../devKeys.js"
import { freePort } from "../net/freePort.js"
import { FAULTS_PATH } from "../net/faults/faultsAdmin.js"
import { makeFaultRegistry, type FaultRegistry } from "../net/faults/FaultRegistry.js"
import { startJsonRpcHttpServer, type JsonRpcHttpServer } from "../net/jsonRpcHttpServer.js"
import { listenUpgradeOnly, type UpgradeOnlyServer } from "../net/upgradeOnlyServer.js"
import { MAINNET_BETA_GENESIS_HASH } from "./rpc/clusterMethods.js"
import { describeTransactionError } from "./transactionError.js"
import { SolanaLedger } from "./SolanaLedger.js"
import { solanaPubSub, type SolanaPubSub } from "./solanaPubSub.js"
import { solanaRpcMethods } from "./solanaRpcMethods.js"
import {
  MINT_SIZE,
  TOKEN_ACCOUNT_SIZE,
  TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  encodeMint,
  encodeTokenAccount
} from "./splToken.js"

/** The mainnet-beta CAIP-2 id: the local cluster answers with mainnet-beta's genesis hash. */
export const SOLANA_CAIP_NETWORK_ID = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" as const

/** USDC's real mint address; on the local cluster the dev wallet is its mint authority. */
export const SOLANA_USDC_MINT = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"

/** What the dev wallet holds after start-up, in whole units. */
export const SOLANA_DEV_FUNDING = { sol: 1_000, usdc: 1_000_000 } as const

export interface StartSolanaOptions {
  /** A fixed port; by default a free one. */
  readonly port?: number
  /** More addresses (base58) to fund with {@link SOLANA_DEV_FUNDING}.sol each. */
  readonly fund?: ReadonlyArray<string>
}

export interface SolanaFixtures {
  readonly devWallet: string
  readonly usdc: {
    readonly mint: string
    readonly symbol: "USDC"
    readonly decimals: 6
    /** The dev wallet's associated token account. */
    readonly devWalletAccount: string
  }
}

export interface SolanaCluster {
  readonly rpcUrl: string
  /**
   * The PubSub WebSocket endpoint. It sits on the HTTP port + 1, where `@solana/web3.js` looks by
   * default (as with a real validator), and the HTTP port also accepts WebSocket upgrades.
   */
  readonly wsUrl: string
  readonly caipNetworkId: typeof SOLANA_CAIP_NETWORK_ID
  readonly genesisHash: string
  readonly fixtures: SolanaFixtures
  /** The cluster state, for in-process helpers (e.g. a data service reading balances). */
  readonly ledger: SolanaLedger
  /**
   * What the cluster is told to show instead of answering, by path or JSON-RPC method, set at
   * `faultsUrl` (devnet/net/faults); paths also meet the PubSub handshakes on both ports.
   */
  readonly faults: FaultRegistry
  readonly faultsUrl: string
  readonly stop: () => Promise<void>
}

/**
 * Starts the local Solana cluster: an in-process litesvm (with the SPL Token, Token-2022 and
 * Associated Token programs) behind a JSON-RPC endpoint on 127.0.0.1 that `@solana/web3.js`'s
 * `Connection` talks to. The dev wallet gets SOL (by a real faucet transfer) and USDC.
 */
export const startSolana = async (options: StartSolanaOptions = {}): Promise<SolanaCluster> => {
  const ledger = new SolanaLedger()
  const devWallet = new PublicKey(SOLANA_DEV_WALLET_ADDRESS)
  for (const address of [SOLANA_DEV_WALLET_ADDRESS, ...(options.fund ?? [])]) {
    const outcome = ledger.airdrop(new PublicKey(address), BigInt(SOLANA_DEV_FUNDING.sol) * BigInt(LAMPORTS_PER_SOL))
    if (outcome._tag === "Rejected") {
      throw new DevnetError({ service: "solana", message: `Funding ${address} failed: ${describeTransactionError(outcome.err)}` })
    }
  }
  const usdcAccount = seedUsdc(ledger, devWallet)
  const pubSub = solanaPubSub(ledger)
  const faults = makeFaultRegistry()
  const { http, ws } = await listen(ledger, pubSub, faults, options.port)
  const stop = async () => {
    faults.clear()
    pubSub.closeAll()
    await Promise.all([http.stop(), ws?.stop()])
  }
  return {
    rpcUrl: http.url,
    wsUrl: `ws://${http.host}:${ws?.port ?? http.port}`,
    caipNetworkId: SOLANA_CAIP_NETWORK_ID,
    genesisHash: MAINNET_BETA_GENESIS_HASH,
    fixtures: {
      devWallet: SOLANA_DEV_WALLET_ADDRESS,
      usdc: { mint: SOLANA_USDC_MINT, symbol: "USDC", decimals: 6, devWalletAccount: usdcAccount.toBase58() }
    },
    ledger,
    faults,
    faultsUrl: `${http.url}${FAULTS_PATH}`,
    stop
  }
}

const LISTEN_ATTEMPTS = 10

/**
 * The JSON-RPC server on a free port P and the WebSocket endpoint on P + 1 (retrying with another
 * P while P + 1 is taken). With a fixed port whose neighbour is taken, WebSockets stay on P only.
 */
const listen = async (
  ledger: SolanaLedger,
  pubSub: SolanaPubSub,
  faults: FaultRegistry,
  fixedPort: number | undefined
): Promise<{ readonly http: JsonRpcHttpServer; readonly ws: UpgradeOnlyServer | undefined }> => {
  for (let attempt = 1; ; attempt++) {
    const http = await startJsonRpcHttpServer({
      service: "solana",
      methods: solanaRpcMethods(ledger),
      port: fixedPort ?? (await freePort()),
      onUpgrade: pubSub.onUpgrade,
      faults
    }).catch((error: unknown) => {
      // A free port taken before we bound it: try another, unless the caller fixed the port.
      if (fixedPort !== undefined || attempt === LISTEN_ATTEMPTS) throw error
      return undefined
    })
    if (http === undefined) continue
    const ws = await listenUpgradeOnly(http.host, http.port + 1, pubSub.onUpgrade, faults).catch(() => undefined)
    if (ws !== undefined || fixedPort !== undefined) return { http, ws }
    await http.stop()
    if (attempt === LISTEN_ATTEMPTS) {
      throw new DevnetError({ service: "solana", message: "Found no free pair of adjacent ports for HTTP and WebSocket" })
    }
  }
}

/** Writes the USDC mint and the dev wallet's token account directly, as genesis accounts would be. */
const seedUsdc = (ledger: SolanaLedger, devWallet: PublicKey): PublicKey => {
  const mint = new PublicKey(SOLANA_USDC_MINT)
  const amount = BigInt(SOLANA_DEV_FUNDING.usdc) * 10n ** 6n
  const rentExempt = (size: number) => Number(ledger.svm.minimumBalanceForRentExemption(BigInt(size)))
  ledger.setAccount(mint, {
    lamports: rentExempt(MINT_SIZE),
    owner: TOKEN_PROGRAM_ID,
    executable: false,
    data: encodeMint({ mintAuthority: devWallet, supply: amount, decimals: 6, isInitialized: true, freezeAuthority: null })
  })
  const account = associatedTokenAddress(devWallet, mint)
  ledger.setAccount(account, {
    lamports: rentExempt(TOKEN_ACCOUNT_SIZE),
    owner: TOKEN_PROGRAM_ID,
    executable: false,
    data: encodeTokenAccount({
      mint,
      owner: devWallet,
      amount,
      delegate: null,
      state: "initialized",
      isNative: null,
      delegatedAmount: 0n,
      closeAuthority: null
    })
  })
  return account
}

