/**
 * The part of the local stack docs/local-stack.md's example talks to: the catalogue stand-in (its
 * project configuration and its fault route), and a `devnet.json` naming it, served as the demo
 * serves the stack's manifest. The blockchain data service is named but never asked.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { startCatalogue } from "../../devnet/catalogue/startCatalogue.js"

export const withLocalCatalogue = async <A>(use: (manifestUrl: string) => Promise<A>): Promise<A> => {
  const catalogue = await startCatalogue()
  const manifest = JSON.stringify({
    catalogue: { url: catalogue.url },
    data: { url: "http://127.0.0.1:9" },
    faults: { catalogue: catalogue.faultsUrl }
  })
  const server = createServer((_, response) => response.writeHead(200, { "content-type": "application/json" }).end(manifest))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}/devnet.json`)
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await catalogue.stop()
  }
}
