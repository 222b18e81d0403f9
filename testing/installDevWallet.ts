/**
 * The dev wallet in a Playwright page, the way an extension's content script is: added before the
 * page's own scripts on every navigation, it announces itself per EIP-6963 (and registers its
 * Solana half per the Wallet Standard), so the Doorway modal lists it beside installed wallets.
 */
import type { Page } from "playwright-core"
import { privateKeyToAccount } from "viem/accounts"
import { DEV_WALLET_PRIVATE_KEY } from "../devnet/devKeys.js"
import type { ApprovalPolicy } from "../devnet/wallet/devWallet.js"
import type { DevWalletManifest } from "../devnet/wallet/DevWalletManifest.js"
import { devWalletBundle } from "./devWalletBundle.js"

export type { ApprovalPolicy }

export interface DevWalletChainOptions {
  readonly chainId: number
  /** The node the wallet signs for and sends to: a local anvil's `http://127.0.0.1:PORT`. */
  readonly rpcUrl: string
  /** The name the wallet gives the chain; `Chain <id>` by default. */
  readonly name?: string
  /** Ether (ETH, 18 decimals) by default. */
  readonly nativeCurrency?: { readonly name: string; readonly symbol: string; readonly decimals: number }
}

export interface InstallDevWalletOptions {
  /** The account's key, `0x` and 64 hex digits; by default the project's public development key. */
  readonly privateKey?: `0x${string}`
  /** The chains the wallet knows; the first is active until the page or the test switches. */
  readonly chains: readonly [DevWalletChainOptions, ...Array<DevWalletChainOptions>]
  /** The answer to every prompt until `setPolicy` changes it; `"approve"` by default. */
  readonly policy?: ApprovalPolicy
}

const ETHER = { name: "Ether", symbol: "ETH", decimals: 18 } as const

/** The manifest the wallet's script reads instead of `devnet.json`. */
const manifestOf = (options: InstallDevWalletOptions): Pick<DevWalletManifest, "evm" | "devWallet"> => {
  const privateKey = options.privateKey ?? DEV_WALLET_PRIVATE_KEY
  const [first, ...others] = options.chains.map((chain) => ({
    chainId: chain.chainId,
    name: chain.name ?? `Chain ${chain.chainId}`,
    rpcUrl: chain.rpcUrl,
    fixtures: { nativeCurrency: chain.nativeCurrency ?? ETHER }
  }))
  if (first === undefined) throw new Error("installDevWallet needs at least one chain")
  return { evm: [first, ...others], devWallet: { privateKey, address: privateKeyToAccount(privateKey).address } }
}

/** Runs in the page before its scripts: the manifest, then the policy once the wallet is there. */
const prepare = ({ manifest, policy }: { readonly manifest: unknown; readonly policy: ApprovalPolicy }): void => {
  Object.assign(window, { doorwayDevWalletManifest: manifest, doorwayDevWalletPolicy: policy })
}
const applyPolicy = (): void => {
  const { doorwayDevWallet, doorwayDevWalletPolicy } = window as unknown as {
    doorwayDevWallet?: { setPolicy: (policy: unknown) => void }
    doorwayDevWalletPolicy?: unknown
  }
  if (doorwayDevWalletPolicy !== undefined) doorwayDevWallet?.setPolicy(doorwayDevWalletPolicy)
}

/**
 * Adds the dev wallet to `page` from its next navigation on (call it before `page.goto`). Its
 * address is the key's; its approval policy starts as `options.policy`.
 */
export const installDevWallet = async (page: Page, options: InstallDevWalletOptions): Promise<void> => {
  const script = await devWalletBundle()
  await page.addInitScript(prepare, { manifest: manifestOf(options), policy: options.policy ?? "approve" })
  await page.addInitScript({ content: script })
  await page.addInitScript(applyPolicy)
}

/**
 * What the wallet's user answers from now on: `"approve"`, `"reject"` (the page sees 4001, user
 * rejected), or `{ delayMs }` (approve after that long, to see the modal's waiting states). A
 * reload keeps the policy given to `installDevWallet`, not this one.
 */
export const setPolicy = async (page: Page, policy: ApprovalPolicy): Promise<void> => {
  await page.evaluate((next) => {
    const controls = (window as unknown as { doorwayDevWallet?: { setPolicy: (policy: unknown) => void } }).doorwayDevWallet
    if (controls === undefined) throw new Error("The dev wallet is not in this page: call installDevWallet before page.goto")
    controls.setPolicy(next)
  }, policy)
}
