/**
 * The package as a host app gets it from npm: the library packed once (`npm pack`), its tarball
 * installed once into a fresh Vite + React 19.0 app with its own lockfile (test/package/host), the
 * app built once. Its TypeScript resolves every entry under `bundler` and `node10`; its bundle
 * holds one React; the README example (the host's App) connects the dev wallet, switches network
 * and disconnects in Chromium; the same app rendered with react-dom/server hydrates without a
 * warning; AppKit's React quick start, changed only in its imports, runs on its second page; and
 * its wagmi quick start (wagmi 3 hooks over the wagmi bridge) on its third, over the extension and
 * over WalletConnect (the hosted relay's socket carried to the local relay).
 * Pages keep the hosted defaults: the hosted services and public RPCs are routed to the local stack.
 * The same tarball goes into the Next.js example of docs/install.md built with webpack, whose modal opens on
 * every fresh visit.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { copyFile, readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import type { ConsoleMessage, Page } from "playwright-core"
import { createPublicClient, erc20Abi, formatEther, getAddress, http, verifyMessage, type Address, type Hex } from "viem"
import { mnemonicToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { DEV_MNEMONIC, DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { serveStatic } from "../../size/hostApp.mjs"
import { startNextWebpackHost, type NextWebpackHost } from "../package/support/nextWebpackHost.js"
import { preparePackedHost, type PackedHost } from "../package/support/packedHost.js"
import { routeRelayToLocalStack, routeToLocalStack, routeVerifyToLocalStack } from "../package/support/routeToLocalStack.js"
import { escapeForPattern } from "../../testing/escapeForPattern.js"
import { broadcastTransactions } from "./support/broadcastingPhone.js"
import { useBrowser } from "./support/browser.js"
import { readQrScreenshot } from "./support/readQrScreenshot.js"
import { useRelayWallet } from "./support/relayWallet.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

let host: PackedHost
let files: { readonly url: string; readonly close: () => Promise<void> } | undefined
let ssr: { readonly url: string; readonly process: ChildProcess } | undefined
let devWalletScript: string
/** The two type-checks, started together once the host is installed; each settles to TypeScript's output or its error. */
let typechecks: Readonly<Record<"bundler" | "node10" | "wagmi", Promise<string>>>
/** The Next.js webpack host, started with this file (see its block). */
let nextStarting: Promise<NextWebpackHost> | undefined

/** Starts the host's own server-rendering server (`node server.mjs`); resolves once it prints its URL. */
const startSsrServer = (dir: string): Promise<{ readonly url: string; readonly process: ChildProcess }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["server.mjs"], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] })
    let errors = ""
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()))
    child.stdout.once("data", (chunk: Buffer) => resolve({ url: chunk.toString().trim(), process: child }))
    child.once("exit", (code) => reject(new Error(`server.mjs exited with ${code}: ${errors}`)))
  })

beforeAll(async () => {
  const started = Date.now()
  // The Next.js app installs its own dependencies beside this host's packing, and the tarball once packed.
  let packed: (tarball: string) => void = () => undefined
  let notPacked: (error: unknown) => void = () => undefined
  const tarball = new Promise<string>((resolve, reject) => {
    packed = resolve
    notPacked = reject
  })
  nextStarting = startNextWebpackHost(tarball)
  // Settled here too, so a failure surfaces in its own block rather than as an unhandled rejection.
  nextStarting.catch(() => undefined)
  host = await preparePackedHost(packed).catch((error: unknown) => {
    notPacked(error)
    throw error
  })
  const settled = (run: Promise<string>) => run.catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
  typechecks = {
    bundler: settled(host.typecheck("tsconfig.json")),
    node10: settled(host.typecheck("tsconfig.node10.json")),
    wagmi: settled(host.typecheck("tsconfig.wagmi.json"))
  }
  // The dev wallet, as an extension would be, reads its chains from `devnet.json` beside the page.
  await copyFile(join(stack.demoDir, "devnet.json"), join(host.clientDir, "devnet.json"))
  devWalletScript = await readFile(join(stack.demoDir, "dev-wallet.js"), "utf8")
  files = await serveStatic(host.clientDir)
  ssr = await startSsrServer(host.dir)
  const { pack, install, build } = host.timings
  console.log(`packed host ready in ${Date.now() - started} ms (pack ${pack}, install ${install}, build ${build})`)
}, 300_000)

afterAll(async () => {
  ssr?.process.kill()
  await files?.close()
  await host?.remove()
  await (await nextStarting?.catch(() => undefined))?.stop()
})

/** A page of the host with the dev wallet installed and the hosted services routed to the local stack. */
const openHostPage = async (url: string): Promise<{ readonly page: Page; readonly console: Array<ConsoleMessage> }> => {
  const context = browser.context()
  // Like an extension's content script: on the site's pages, not on the blank page a tab opens with.
  await context.addInitScript({ content: `if (location.protocol === "http:") {\n${devWalletScript}\n}` })
  await routeToLocalStack(context, stack.devnet)
  await routeRelayToLocalStack(context, stack.devnet)
  await routeVerifyToLocalStack(context)
  const page = await context.newPage()
  const console: Array<ConsoleMessage> = []
  page.on("console", (message) => console.push(message))
  await page.goto(url)
  await page.evaluate(() => window.doorwayDevWallet?.ready)
  return { page, console }
}

const shortAddress = truncateAddress(DEV_WALLET_ADDRESS)

describe("the packed package in a fresh host app", () => {
  it("type-checks with moduleResolution bundler", async () => {
    expect(await typechecks.bundler).toBe("")
  }, 120_000)

  it("type-checks with moduleResolution node10", async () => {
    expect(await typechecks.node10).toBe("")
  }, 120_000)

  it("type-checks the wagmi quick start with wagmi 3", async () => {
    expect(await typechecks.wagmi).toBe("")
  }, 120_000)

  it("installs beside the host's React 19.0 and bundles exactly one React", async () => {
    expect(await host.installedVersion("react")).toMatch(/^19\.0\./)
    expect(await host.installedVersion("react-dom")).toMatch(/^19\.0\./)
    const manifest = JSON.parse(await readFile(join(host.dir, "node_modules/doorway-connect/package.json"), "utf8")) as {
      readonly dependencies?: Record<string, string>
    }
    // The package brings its own dependencies only (the workspace's list); React and the other peers are the host's.
    const workspace = JSON.parse(await readFile(new URL("../../package.json", import.meta.url), "utf8")) as {
      readonly dependencies: Record<string, string>
      readonly peerDependencies: Record<string, string>
    }
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual(Object.keys(workspace.dependencies).sort())
    expect(Object.keys(manifest.dependencies ?? {})).not.toContain("react")
    for (const peer of Object.keys(workspace.peerDependencies)) expect(Object.keys(manifest.dependencies ?? {})).not.toContain(peer)
    // Every React module the bundle holds, by the package directory it came from.
    const assets = join(host.clientDir, "assets")
    const maps = (await readdir(assets)).filter((file) => file.endsWith(".js.map"))
    const packages = new Set<string>()
    for (const file of maps) {
      const { sources } = JSON.parse(await readFile(join(assets, file), "utf8")) as { readonly sources: ReadonlyArray<string> }
      for (const source of sources) {
        // From the first node_modules on: a copy nested under another package keeps its path.
        const installed = source.slice(Math.max(0, source.indexOf("node_modules/")))
        const match = /^(node_modules\/(?:.*\/node_modules\/)?(?:react|react-dom|scheduler))\//.exec(installed)
        if (match?.[1] !== undefined) packages.add(match[1])
      }
    }
    expect([...packages].sort()).toEqual(["node_modules/react", "node_modules/react-dom", "node_modules/scheduler"])
  })

  it("runs the README example: connect the dev wallet, switch network, disconnect", async () => {
    const { page } = await openHostPage(`${files?.url}/`)
    const nav = page.getByRole("navigation")
    await nav.getByRole("button", { name: "Connect" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("button", { name: DEV_WALLET_NAME }).click()
    // Connected: the modal shows the account; the page's button shows its short address.
    const account = nav.getByRole("button").filter({ hasText: shortAddress })
    await account.waitFor()
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })

    await nav.getByRole("button", { name: "Ethereum" }).click()
    await dialog.getByRole("button", { name: "Polygon" }).click()
    await nav.getByRole("button", { name: "Polygon" }).waitFor()
    if ((await dialog.count()) > 0) {
      await page.keyboard.press("Escape")
      await dialog.waitFor({ state: "detached" })
    }

    await account.click()
    // The tokens below the account push Disconnect down as they load: click it once they show.
    await dialog.getByTestId("tokens-total").waitFor()
    await dialog.getByRole("button", { name: "Disconnect" }).click()
    await nav.getByRole("button", { name: "Connect" }).waitFor()
    expect(await nav.getByText(shortAddress).count()).toBe(0)
  })

  it("renders on the server with react-dom/server and hydrates without a warning", async () => {
    const html = await (await fetch(ssr?.url ?? "")).text()
    // The server rendered the buttons, disconnected.
    const nav = /<nav>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ""
    expect(nav.match(/<button\b/g)).toHaveLength(2)
    expect(nav.replace(/<[^>]+>/g, "")).toMatch(/Ethereum.*Connect$/)
    // The server's header, as the page has it before any script runs.
    await browser.context().addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive") Reflect.set(window, "serverHeader", document.querySelector("header"))
      })
    })
    const { page, console } = await openHostPage(ssr?.url ?? "")
    await page.waitForLoadState("networkidle")
    const header = page.getByRole("navigation")
    // Interactive once hydrated: the server's Connect button opens the modal.
    await header.getByRole("button", { name: "Connect" }).click()
    await page.getByRole("dialog").getByRole("button", { name: DEV_WALLET_NAME }).waitFor()
    // Hydrated, not rendered again: the header is still the one the server sent.
    expect(await page.evaluate(() => Reflect.get(window, "serverHeader") === document.querySelector("header"))).toBe(true)
    const problems = console.filter((message) => message.type() === "error" || message.type() === "warning").map((message) => message.text())
    expect(problems).toEqual([])
  })

  it("runs AppKit's React quick start, changed only in its imports: <appkit-button> connects the dev wallet, the hooks follow", async () => {
    const { page } = await openHostPage(`${files?.url}/quickstart.html`)
    const button = page.locator("appkit-button")
    await button.getByRole("button", { name: "Connect" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("button", { name: DEV_WALLET_NAME }).click()
    await button.getByText(shortAddress).waitFor()
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    // useAppKitAccount and useAppKitNetwork, as the quick start prints them.
    const info = page.getByRole("definition")
    await expect.poll(() => info.allTextContents()).toEqual(["connected", DEV_WALLET_ADDRESS, "eip155:1", "1"])
    await page.getByRole("button", { name: "Switch to Polygon" }).click()
    await expect.poll(() => info.allTextContents()).toEqual(["connected", DEV_WALLET_ADDRESS, "eip155:137", "137"])
  })
})

describe("AppKit's wagmi quick start, changed only in its imports, on wagmi 3", () => {
  /** A phone's wallet over WalletConnect, holding an anvil account no other browser test uses. */
  const phone = useRelayWallet(stack, {
    addressIndex: 3,
    chains: ["eip155:1", "eip155:137"],
    methods: ["personal_sign", "eth_sendTransaction", "wallet_switchEthereumChain"],
    name: "wagmi-quickstart",
    // It signs and broadcasts what the page asks it to send.
    answer: (method, params, chainId) => broadcastTransactions(stack, mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 3 }))(method, params, chainId)
  })
  const RECEIVER = "0x000000000000000000000000000000000000dEaD"
  const chainOf = (chainId: number) => {
    const chain = stack.devnet.evm.find((candidate) => candidate.chainId === chainId)
    if (chain === undefined) throw new Error(`no local chain ${chainId}`)
    return createPublicClient({ transport: http(chain.rpcUrl) })
  }
  const usdcOf = (chainId: number) => stack.devnet.evm.find((chain) => chain.chainId === chainId)?.fixtures.tokens.usdc.address

  /** Waits until wagmi's `useAccount` and `useBalance` show these, in the quick start's order. */
  const showing = async (page: Page, values: ReadonlyArray<string>) => {
    const definitions = page.getByRole("definition")
    await Promise.all(values.map((value, index) => definitions.nth(index).filter({ hasText: new RegExp(`^${escapeForPattern(value)}$`) }).waitFor()))
    expect(await definitions.allTextContents()).toEqual(values)
  }

  /**
   * The journey wagmi's hooks make once connected: the balance of the chain, a signature, a USDC
   * transfer written with useWriteContract and confirmed, useSwitchChain to Polygon (the modal's
   * network button follows), the modal's own switch back (wagmi follows), useDisconnect.
   */
  const wagmiJourney = async (page: Page, address: Address) => {
    const balanceText = async (chainId: number, symbol: string) => `${formatEther(await chainOf(chainId).getBalance({ address }))} ${symbol}`
    await showing(page, ["connected", address, "1", await balanceText(1, "ETH")])

    await page.getByRole("button", { name: "Sign a message" }).click()
    // The wallet's answer, or wagmi's error: whichever comes, over the relay for a phone.
    await page.getByRole("status", { name: /^(Signature|Error)$/ }).filter({ hasText: /\S/ }).first().waitFor()
    expect(await page.getByRole("status", { name: "Error" }).textContent()).toBe("")
    const signature = (await page.getByRole("status", { name: "Signature" }).textContent()) ?? ""
    expect(await verifyMessage({ address, message: "Hello from wagmi", signature: signature as Hex })).toBe(true)

    const usdc = usdcOf(1)
    if (usdc === undefined) throw new Error("no USDC on the local mainnet")
    const receiverBefore = await chainOf(1).readContract({ address: usdc, abi: erc20Abi, functionName: "balanceOf", args: [RECEIVER] })
    await page.getByRole("button", { name: "Send 1 USDC" }).click()
    await page.getByRole("status", { name: /^(Receipt|Error)$/ }).filter({ hasText: /\S/ }).first().waitFor()
    expect(await page.getByRole("status", { name: "Error" }).textContent()).toBe("")
    await page.getByRole("status", { name: "Receipt" }).filter({ hasText: "success" }).waitFor()
    const hash = (await page.getByRole("status", { name: "Transaction" }).textContent()) as Hex
    const receipt = await chainOf(1).getTransactionReceipt({ hash })
    expect(getAddress(receipt.from)).toBe(address)
    expect(await chainOf(1).readContract({ address: usdc, abi: erc20Abi, functionName: "balanceOf", args: [RECEIVER] })).toBe(receiverBefore + 1_000_000n)

    const network = page.locator("appkit-network-button")
    await page.getByRole("button", { name: "Switch to Polygon" }).click()
    await network.getByRole("button", { name: /Polygon/ }).waitFor()
    await showing(page, ["connected", address, "137", await balanceText(137, "POL")])

    await network.getByRole("button", { name: /Polygon/ }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("button", { name: /^Ethereum/ }).click()
    await showing(page, ["connected", address, "1", await balanceText(1, "ETH")])
    if ((await dialog.count()) > 0) {
      await page.keyboard.press("Escape")
      await dialog.waitFor({ state: "detached" })
    }

    await page.getByRole("button", { name: "Disconnect" }).click()
    await page.locator("appkit-button").getByRole("button", { name: "Connect" }).waitFor()
    await showing(page, ["disconnected", "-", "-", "-"])
  }

  it("over the extension: wagmi's hooks follow the dev wallet the modal connected", async () => {
    const { page } = await openHostPage(`${files?.url}/wagmi.html`)
    await page.locator("appkit-button").getByRole("button", { name: "Connect" }).click()
    await page.getByRole("dialog").getByRole("button", { name: DEV_WALLET_NAME }).click()
    await page.locator("appkit-button").getByText(shortAddress).waitFor()
    await page.keyboard.press("Escape")
    await wagmiJourney(page, DEV_WALLET_ADDRESS)
  })

  it("over WalletConnect: wagmi's hooks follow the phone's wallet paired from the modal's QR code", async () => {
    const wallet = await phone.start()
    const { page } = await openHostPage(`${files?.url}/wagmi.html`)
    await page.locator("appkit-button").getByRole("button", { name: "Connect" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("button", { name: "WalletConnect", exact: true }).click()
    const uri = readQrScreenshot(await dialog.getByRole("img", { name: "QR code to connect your wallet" }).screenshot())
    expect(uri).toMatch(/^wc:/)
    await wallet.pair(uri!)
    await page.locator("appkit-button").getByText(truncateAddress(phone.account.address)).waitFor()
    await page.keyboard.press("Escape")
    await wagmiJourney(page, phone.account.address)
  })
})

describe("the packed package in the Next.js 16 app of docs/install.md, built with webpack", () => {
  let next: NextWebpackHost | undefined

  beforeAll(async () => {
    next = await nextStarting
    if (next === undefined) throw new Error("the Next.js host was not started")
    const { install, build } = next.timings
    console.log(`next webpack host ready (install ${install}, build ${build})`)
  }, 300_000)

  /** A fresh visit (a new context each test), once React has hydrated the page: a click before that reaches no handler. */
  const visit = async (): Promise<Page> => {
    await routeToLocalStack(browser.context(), stack.devnet)
    const page = await browser.newPage()
    await page.goto(next?.url ?? "")
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    return page
  }

  // Twenty fresh visits, half through each way in: docs/install.md's ConnectButton and useAppKit().open().
  const visits = Array.from({ length: 20 }, (_, index) => index + 1)

  it.each(visits.filter((visit) => visit % 2 === 1))("visit %i: ConnectButton opens the modal", async () => {
    const page = await visit()
    await page.getByRole("navigation").getByRole("button", { name: "Connect" }).click()
    await page.getByRole("dialog").getByRole("heading").first().waitFor()
  })

  it.each(visits.filter((visit) => visit % 2 === 0))("visit %i: useAppKit().open() opens the modal and resolves", async () => {
    const page = await visit()
    await page.getByRole("button", { name: "Open with useAppKit" }).click()
    await page.getByRole("dialog").getByRole("heading").first().waitFor()
    await expect.poll(() => page.locator("output").textContent()).toBe("open resolved")
  })
})
