import net from "node:net"

/**
 * A TCP port on 127.0.0.1 that was free a moment ago. Another process may still take it before
 * the caller binds it, so callers that spawn a server retry on "address in use".
 */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      server.close(() => (port > 0 ? resolve(port) : reject(new Error("no port assigned"))))
    })
  })
