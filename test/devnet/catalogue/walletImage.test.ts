/**
 * `/getWalletImage/{imageId}` (WIRE §2.2) for a catalogue that lists a well-known wallet beside the
 * local ones: the well-known one answers with its real icon, the local ones with drawn initials.
 */
import * as HttpApp from "@effect/platform/HttpApp"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { makeCatalogueState } from "../../../devnet/catalogue/CatalogueState.js"
import { DEV_WALLET_NAME, generateWallets } from "../../../devnet/catalogue/generateWallets.js"
import { DEFAULT_PROJECTS, TEST_PROJECT_ID } from "../../../devnet/catalogue/ProjectConfig.js"
import { walletRoutes } from "../../../devnet/catalogue/walletRoutes.js"
import type { WcWallet } from "../../../schemas/WalletCatalogue.js"

const METAMASK_IMAGE_ID = "eebe4a7f-7166-402f-92e0-1f64ca2aa800"

const imageOf = async (handler: (request: Request) => Promise<Response>, imageId: string) => {
  const response = await handler(new Request(`http://127.0.0.1/getWalletImage/${imageId}?projectId=${TEST_PROJECT_ID}`))
  expect(response.status).toBe(200)
  expect(response.headers.get("content-type")).toContain("image/svg+xml")
  return response.text()
}

describe("wallet images", () => {
  it("answers a well-known wallet with its real icon and keeps the local wallets' drawn ones", async () => {
    const listed = generateWallets()
    const dev = listed.find((wallet) => wallet.name === DEV_WALLET_NAME)
    const aurora = listed.find((wallet) => wallet.name === "Aurora Wallet")
    const metamask: WcWallet = { ...aurora!, id: "c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96", name: "MetaMask", image_id: METAMASK_IMAGE_ID }
    const state = await Effect.runPromise(makeCatalogueState([dev!, aurora!, metamask], DEFAULT_PROJECTS))
    const handler = HttpApp.toWebHandler(walletRoutes(state))

    const fox = await imageOf(handler, METAMASK_IMAGE_ID)
    // MetaMask's orange fox on its white square, as drawn by @web3icons/core.
    expect(fox).toContain('fill="#FF5C16" d="m18.9 18.925-3.434-.993')
    expect(fox).not.toContain("</text>")
    expect(await imageOf(handler, dev!.image_id ?? "")).toContain(">DD</text>")
    expect(await imageOf(handler, aurora!.image_id ?? "")).toContain(">AW</text>")
  })
})
