/**
 * The secure site over a local chain as startDevnet gives it (its tokens, their owner as minter),
 * so a new user holds coins and tokens that wallet_getAssets reads back (WIRE §1.5); the catalogue
 * allows the extra host origins it was started with (WIRE §2.4).
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { numberToHex, parseUnits, type Address } from "viem"
import { afterAll, beforeAll, expect, it } from "vitest"
import { DEV_CHAINS } from "../../../devnet/chains/devChains.js"
import { startEvmChains, type EvmChains } from "../../../devnet/chains/startEvmChains.js"
import { startCatalogue, type RunningCatalogue } from "../../../devnet/catalogue/startCatalogue.js"
import { startSecureSite, type RunningSecureSite } from "../../../devnet/secure-site/startSecureSite.js"
import { secureSiteChain } from "../../../devnet/startDevnet.js"
import { frameClient, logIn } from "./frameClient.js"

let chains: EvmChains
let catalogue: RunningCatalogue
let site: RunningSecureSite

beforeAll(async () => {
  ;[chains, catalogue] = await Promise.all([
    startEvmChains({ chains: DEV_CHAINS.slice(0, 1) }),
    startCatalogue({ allowedOrigins: ["http://localhost:5173"] })
  ])
  site = await startSecureSite({
    catalogueUrl: catalogue.url,
    chains: chains.chains.map(secureSiteChain),
    dataDir: mkdtempSync(join(tmpdir(), "secure-site-"))
  })
})
afterAll(async () => {
  await Promise.all([site?.stop(), catalogue?.stop(), chains?.stop()])
})

it("the catalogue's projects allow the extra origins the devnet was started with", async () => {
  const response = await fetch(`${catalogue.url}/projects/v1/origins?projectId=doorway-demo`)
  expect(((await response.json()) as { allowedOrigins: ReadonlyArray<string> }).allowedOrigins).toContain("http://localhost:5173")
  const client = frameClient(site.url, "doorway-demo", "http://localhost:5173")
  expect(await client.send("IS_CONNECTED")).toMatchObject({ payload: { isConnected: false } })
})

it("a new user holds 1000 of each local token, and wallet_getAssets reads them with their metadata", async () => {
  const client = frameClient(site.url, "doorway-demo")
  await logIn(client, site.url, "assets@example.com")
  const { address } = (await client.send("GET_USER", { chainId: 1 })).payload as { address: Address }
  const reply = await client.send("RPC_REQUEST", { method: "wallet_getAssets", params: { account: address, chainFilter: ["0x1"] } })
  const { tokens } = chains.chains[0]!.fixtures
  expect(reply.payload).toEqual({
    "0x1": [
      { address: "native", balance: numberToHex(parseUnits("100", 18)), type: "NATIVE", metadata: { name: "Ether", symbol: "ETH", decimals: 18 } },
      ...[tokens.usdc, tokens.usdt, tokens.whole].map((token) => ({
        address: token.address,
        balance: numberToHex(parseUnits("1000", token.decimals)),
        type: "ERC20",
        metadata: { name: token.name, symbol: token.symbol, decimals: token.decimals }
      }))
    ]
  })
})
