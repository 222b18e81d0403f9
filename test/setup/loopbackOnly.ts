/**
 * Node tests may only open sockets to loopback: any other address fails the connection at once,
 * so a test can never depend on, or leak to, a remote service.
 */
import net from "node:net"

const isLoopback = (host: string | undefined): boolean =>
  host === undefined || host === "localhost" || host === "::1" || host.startsWith("127.") || host === "[::1]"

const original = net.Socket.prototype.connect
net.Socket.prototype.connect = function patchedConnect(this: net.Socket, ...args: Array<unknown>) {
  const first = args[0]
  const options = (typeof first === "object" && first !== null ? first : { port: first, host: args[1] }) as {
    host?: string
    path?: string
  }
  const host = typeof options.host === "string" ? options.host : undefined
  if (options.path === undefined && !isLoopback(host)) {
    throw new Error(`Refused a socket to ${String(host)}: tests may only reach loopback`)
  }
  return (original as (...a: Array<unknown>) => net.Socket).apply(this, args)
} as typeof net.Socket.prototype.connect
