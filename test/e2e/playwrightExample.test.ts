/**
 * The example of examples/playwright run as an app's own test would run it: its two local anvil
 * nodes (chain ids 1 and 137, the networks the demo lists as Ethereum and Polygon), the dev wallet
 * installed by `doorway-connect/testing` in the demo without its own dev wallet, and the journey
 * (connect after a delayed approval, switch to Polygon, disconnect) driven by role and name.
 */
import { afterAll, beforeAll, describe, it } from "vitest"
import { resolveAnvilBinary } from "../../devnet/chains/anvilBinary.js"
import { connectJourney, type JourneyChains } from "../../examples/playwright/connectJourney.js"
import { startLocalChain } from "../../examples/playwright/startLocalChain.js"
import { writeNoWalletPage } from "../../scripts/bench/visitorBench.js"
import { useBrowser } from "./support/browser.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

let chains: JourneyChains | undefined
let noWalletPage = ""
beforeAll(async () => {
  const [ethereum, polygon] = await Promise.all([startLocalChain(1, resolveAnvilBinary()), startLocalChain(137, resolveAnvilBinary())])
  chains = { ethereum, polygon }
  noWalletPage = await writeNoWalletPage(stack.demoDir)
})

afterAll(async () => {
  await Promise.all([chains?.ethereum.stop(), chains?.polygon.stop()])
})

describe("examples/playwright", () => {
  it("connects with the installed dev wallet, switches to Polygon and disconnects", async () => {
    if (chains === undefined) throw new Error("The example's chains did not start")
    await connectJourney(await browser.newPage(), `${stack.demoUrl}${noWalletPage}`, chains)
  })
})
