/**
 * The journey of the example: the dev wallet installed like an extension, the modal driven as a
 * person would. `appUrl` is the app's page with Doorway's Connect button, configured with the
 * networks named in `chains` (here Ethereum, then Polygon, on local nodes).
 */
import assert from "node:assert/strict"
import type { Page } from "playwright-core"
import { accountAddressShown, connectWith, disconnect, installDevWallet, setPolicy, switchNetwork } from "doorway-connect/testing"
import type { LocalChain } from "./startLocalChain.js"

/** The address of the dev wallet's default key. */
const DEV_WALLET_ADDRESS = "0xB2cb819C511Eea97E5de13B61c3aeed6d4f796D7"

export interface JourneyChains {
  readonly ethereum: LocalChain
  readonly polygon: LocalChain
}

export const connectJourney = async (page: Page, appUrl: string, chains: JourneyChains): Promise<void> => {
  await installDevWallet(page, {
    chains: [
      { chainId: chains.ethereum.chainId, rpcUrl: chains.ethereum.rpcUrl, name: "Ethereum" },
      { chainId: chains.polygon.chainId, rpcUrl: chains.polygon.rpcUrl, name: "Polygon" }
    ]
  })
  await page.goto(appUrl)
  assert.equal(await accountAddressShown(page), null)

  // The wallet's user takes a moment before approving: the modal waits for them.
  await setPolicy(page, { delayMs: 300 })
  await connectWith(page, "Doorway Dev Wallet")
  const shown = await accountAddressShown(page)
  assert.ok(shown?.startsWith(DEV_WALLET_ADDRESS.slice(0, 4)) && shown.endsWith(DEV_WALLET_ADDRESS.slice(-4)), `account shown: ${shown}`)

  await setPolicy(page, "approve")
  await switchNetwork(page, "Polygon")

  await disconnect(page)
  assert.equal(await accountAddressShown(page), null)
}
