/**
 * The demo's WalletConnect wallet page in Chromium, driven as a person would (roles and labels
 * only), against a real `@walletconnect/sign-client` in Node acting as the dapp over the local
 * relay: pair with a pasted URI, approve the proposal, approve a personal_sign (viem verifies it
 * for the page's address), reject another (5000, the SDK's USER_REJECTED), switch to Polygon
 * (chainChanged reaches the dapp), send on Polygon, sign a Solana message (the proposal asks for
 * the local cluster beside eip155; Ed25519 verifies it for the page's Solana account), sign a
 * Bitcoin message (the proposal asks for the local regtest chain under bip122 too; bip322-js
 * verifies the BIP-322 signature for the page's payment address), disconnect (the dapp sees
 * session_delete).
 * A second dapp hands its URI in the page's address (`?uri=`) and is rejected.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { base58, base64, hex } from "@scure/base"
import { Verifier } from "bip322-js"
import type { Page } from "playwright-core"
import { createPublicClient, http, parseEther, stringToHex, verifyMessage, type Hex } from "viem"
import { afterEach, describe, expect, it } from "vitest"
import { closeSignClient, makeSignClient, verifyOff, type SignClientInstance } from "../devnet/relay/signClients.js"
import { axeViolations } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"
import { withSnapshot } from "./support/chain.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()
const DAPP = "Relay test dapp"

const clients: Array<SignClientInstance> = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map(closeSignClient))
})

const makeDapp = async (): Promise<SignClientInstance> => {
  const client = verifyOff(await makeSignClient({ relayUrl: stack.devnet.relay.url, projectId: stack.devnet.projectId, name: "dapp" }))
  clients.push(client)
  return client
}

const connect = (dapp: SignClientInstance) =>
  dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: ["eip155:1", "eip155:137"],
        methods: ["personal_sign", "eth_sendTransaction", "wallet_switchEthereumChain"],
        events: ["chainChanged", "accountsChanged"]
      },
      solana: { chains: [stack.devnet.solana.caipNetworkId], methods: ["solana_signMessage", "solana_signTransaction"], events: [] },
      bip122: { chains: [stack.devnet.bitcoin.caipNetworkId], methods: ["signMessage", "signPsbt"], events: ["bip122_addressesChanged"] }
    }
  })

const region = (page: Page, name: string) => page.getByRole("region", { name })

/** Resolves with the first event of `name` the dapp hears. */
const nextEvent = <T>(dapp: SignClientInstance, name: "session_event" | "session_delete") =>
  new Promise<T>((resolve) => dapp.once(name, (event: unknown) => resolve(event as T)))

describe("the WalletConnect wallet page", () => {
  it("pairs with a pasted URI, approves, signs, rejects, switches to Polygon, sends there, signs on Solana and Bitcoin and disconnects", async () => {
    const polygon = stack.devnet.evm.find((chain) => chain.chainId === 137)
    if (polygon === undefined) throw new Error("devnet.json lists no Polygon")
    await withSnapshot(stack.devnet.evm, async () => {
      const page = await browser.newPage()
      await page.goto(stack.devnet.walletPage.url)
      await page.getByText(/^Ready\. Relay ws:/).waitFor({ timeout: 10_000 }).catch(async () => {
        throw new Error(`The wallet page did not connect: ${await page.locator("body").innerText()}`)
      })
      const dapp = await makeDapp()
      const { uri, approval } = await connect(dapp)
      if (uri === undefined) throw new Error("The dapp made no pairing URI")

      // Pasted, then Enter: the keyboard's way to press Pair.
      await page.getByLabel("WalletConnect URI").fill(uri)
      await page.getByLabel("WalletConnect URI").press("Enter")
      const proposal = region(page, `Session proposal from ${DAPP}`)
      await proposal.waitFor()
      await proposal.getByText("eip155:1, eip155:137").waitFor()
      await proposal.getByText("personal_sign, eth_sendTransaction, wallet_switchEthereumChain").waitFor()
      expect(await axeViolations(page, "page")).toEqual([])
      await proposal.getByRole("button", { name: "Approve" }).click()
      const session = await approval()
      const address = stack.devnet.walletPage.address as Hex
      expect(session.namespaces["eip155"]?.accounts).toEqual(expect.arrayContaining([`eip155:1:${address}`, `eip155:137:${address}`]))
      const solanaChain = stack.devnet.solana.caipNetworkId
      const solanaAddress = stack.devnet.walletPage.solanaAddress
      expect(session.namespaces["solana"]?.accounts).toEqual([`${solanaChain}:${solanaAddress}`])
      const bitcoinChain = stack.devnet.bitcoin.caipNetworkId
      const bitcoinAddress = stack.devnet.bitcoin.fixtures.payment.address
      expect(session.namespaces["bip122"]?.accounts).toEqual([`${bitcoinChain}:${bitcoinAddress}`])
      await page.getByRole("button", { name: `Disconnect ${DAPP}` }).waitFor()

      // personal_sign, approved: the readable message is shown, and viem accepts the signature.
      const message = "Sign in to the Doorway demo"
      const signed = dapp.request<Hex>({ topic: session.topic, chainId: "eip155:1", request: { method: "personal_sign", params: [stringToHex(message), address] } })
      const signRequest = region(page, `personal_sign from ${DAPP}`)
      await signRequest.getByText(message).waitFor()
      expect(await axeViolations(page, "page")).toEqual([])
      await signRequest.getByRole("button", { name: "Approve" }).click()
      expect(await verifyMessage({ address, message, signature: await signed })).toBe(true)

      // A second one, rejected: the dapp gets the SDK's USER_REJECTED.
      const refused = dapp.request({ topic: session.topic, chainId: "eip155:1", request: { method: "personal_sign", params: [stringToHex("Refuse me"), address] } })
      const refusedSettled = refused.then(() => undefined, (error: unknown) => error)
      // By keyboard: once the card is gone, focus goes on from the heading of what waits. The page
      // moves focus there when the approved card leaves, so the Reject button is focused after that.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(/^Waiting for you/)
      const reject = region(page, `personal_sign from ${DAPP}`).getByRole("button", { name: "Reject" })
      await reject.focus()
      await expect.poll(() => reject.evaluate((button) => button === document.activeElement)).toBe(true)
      await page.keyboard.press("Enter")
      expect(await refusedSettled).toMatchObject({ code: 5000, message: "User rejected." })
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Waiting for you (0)")

      // Ethereum -> Polygon: approved, the page's active chain follows and the dapp hears chainChanged.
      const chainChanged = nextEvent<{ params: { event: { name: string; data: unknown }; chainId: string } }>(dapp, "session_event")
      const switched = dapp.request({ topic: session.topic, chainId: "eip155:1", request: { method: "wallet_switchEthereumChain", params: [{ chainId: "0x89" }] } })
      await region(page, `wallet_switchEthereumChain from ${DAPP}`).getByRole("button", { name: "Approve" }).click()
      expect(await switched).toBeNull()
      const event = await chainChanged
      expect(event.params).toEqual({ event: { name: "chainChanged", data: 137 }, chainId: "eip155:137" })
      await expect.poll(() => page.getByLabel("Active chain").inputValue()).toBe("137")

      // A send on Polygon: signed by the page, mined by Polygon's node.
      const recipient = "0x000000000000000000000000000000000000dEaD"
      const sent = dapp.request<Hex>({
        topic: session.topic,
        chainId: "eip155:137",
        request: { method: "eth_sendTransaction", params: [{ from: address, to: recipient, value: `0x${parseEther("0.25").toString(16)}` }] }
      })
      const sendRequest = region(page, `eth_sendTransaction from ${DAPP}`)
      await sendRequest.getByText(`0.25 ${polygon.fixtures.nativeCurrency.symbol}`).waitFor()
      await sendRequest.getByRole("button", { name: "Approve" }).click()
      const receipt = await createPublicClient({ transport: http(polygon.rpcUrl, { retryCount: 0 }) }).waitForTransactionReceipt({ hash: await sent, pollingInterval: 50 })
      expect(receipt).toMatchObject({ status: "success", from: address.toLowerCase(), to: recipient.toLowerCase() })

      // solana_signMessage, approved: the message is shown as text, and Ed25519 verifies the signature.
      const solanaMessage = "Sign in to the Doorway demo on Solana"
      const solanaSigned = dapp.request<{ signature: string }>({
        topic: session.topic,
        chainId: solanaChain,
        request: { method: "solana_signMessage", params: { message: base58.encode(new TextEncoder().encode(solanaMessage)), pubkey: solanaAddress } }
      })
      const solanaRequest = region(page, `solana_signMessage from ${DAPP}`)
      await solanaRequest.getByText(solanaMessage).waitFor()
      await solanaRequest.getByRole("button", { name: "Approve" }).click()
      const { signature } = await solanaSigned
      expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode(solanaMessage), base58.decode(solanaAddress))).toBe(true)

      // signMessage on bip122, approved: the message is shown, and bip322-js verifies the BIP-322 signature (hex on the wire).
      const bitcoinMessage = "Sign in to the Doorway demo on Bitcoin"
      const bitcoinSigned = dapp.request<{ address: string; signature: string }>({
        topic: session.topic,
        chainId: bitcoinChain,
        request: { method: "signMessage", params: { account: bitcoinAddress, address: bitcoinAddress, message: bitcoinMessage, protocol: "bip322" } }
      })
      const bitcoinRequest = region(page, `signMessage from ${DAPP}`)
      await bitcoinRequest.getByText(bitcoinMessage).waitFor()
      await bitcoinRequest.getByRole("button", { name: "Approve" }).click()
      const bitcoinAnswer = await bitcoinSigned
      expect(bitcoinAnswer.address).toBe(bitcoinAddress)
      expect(Verifier.verifySignature(bitcoinAddress, bitcoinMessage, base64.encode(hex.decode(bitcoinAnswer.signature)))).toBe(true)

      // Disconnect, by keyboard: the dapp sees session_delete.
      const deleted = nextEvent<{ topic: string }>(dapp, "session_delete")
      await page.getByRole("button", { name: `Disconnect ${DAPP}` }).focus()
      await page.keyboard.press("Enter")
      expect((await deleted).topic).toBe(session.topic)
      await page.getByText("No dapp is connected.").waitFor()
    })
  })

  it("pairs with the URI in its address (?uri=) and tells the dapp when the person rejects", async () => {
    const dapp = await makeDapp()
    const { uri, approval } = await connect(dapp)
    if (uri === undefined) throw new Error("The dapp made no pairing URI")
    const rejected = approval().then(() => undefined, (error: unknown) => error)
    const page = await browser.newPage()
    await page.goto(`${stack.devnet.walletPage.url}?uri=${encodeURIComponent(uri)}`)
    const proposal = region(page, `Session proposal from ${DAPP}`)
    await proposal.getByRole("button", { name: "Reject" }).click()
    expect(await rejected).toMatchObject({ code: 5000, message: "User rejected." })
    // The URI left the address, so a reload does not pair again.
    expect(new URL(page.url()).search).toBe("")
    await page.getByText("No dapp is connected.").waitFor()
  })
})
