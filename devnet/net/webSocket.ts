import { createHash } from "node:crypto"
import type http from "node:http"
import type { Duplex } from "node:stream"

/**
 * The server side of RFC 6455 WebSockets over a Node HTTP upgrade, text messages only: enough
 * for JSON-RPC subscriptions without a WebSocket dependency.
 */
export interface WebSocketConnection {
  readonly send: (text: string) => void
  /** Sends a close frame and ends the socket. */
  readonly close: () => void
  /** Drops the socket at once (for server shutdown). */
  readonly destroy: () => void
  readonly isOpen: () => boolean
}

export interface WebSocketHandlers {
  readonly onMessage: (text: string, connection: WebSocketConnection) => void
  readonly onClose?: (connection: WebSocketConnection) => void
}

const HANDSHAKE_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
const MAX_MESSAGE_BYTES = 1024 * 1024
const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const

/** Completes the handshake for an `upgrade` request; answers 400 and closes when it is not a WebSocket one. */
export const acceptWebSocket = (
  request: http.IncomingMessage,
  socket: Duplex,
  head: Buffer,
  handlers: WebSocketHandlers
): WebSocketConnection | undefined => {
  const key = request.headers["sec-websocket-key"]
  if (request.headers.upgrade?.toLowerCase() !== "websocket" || typeof key !== "string") {
    socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n")
    return undefined
  }
  const accept = createHash("sha1").update(key + HANDSHAKE_GUID).digest("base64")
  socket.write(
    "HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\n" +
      `sec-websocket-accept: ${accept}\r\n\r\n`
  )

  let open = true
  let buffered = head.length > 0 ? Buffer.from(head) : Buffer.alloc(0)
  let fragments: Array<Buffer> = []
  const write = (opcode: number, payload: Buffer) => {
    if (!open || socket.destroyed) return
    socket.write(Buffer.concat([frameHeader(opcode, payload.length), payload]))
  }
  const connection: WebSocketConnection = {
    send: (text) => write(OPCODE.text, Buffer.from(text, "utf8")),
    close: () => {
      if (!open) return
      write(OPCODE.close, Buffer.alloc(0))
      open = false
      socket.end()
    },
    destroy: () => {
      open = false
      socket.destroy()
    },
    isOpen: () => open
  }
  socket.once("close", () => {
    open = false
    handlers.onClose?.(connection)
  })
  socket.on("error", () => socket.destroy())
  socket.on("data", (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk])
    for (;;) {
      const frame = readFrame(buffered)
      if (frame === "incomplete") return
      if (frame === "invalid") {
        connection.close()
        socket.destroy()
        return
      }
      buffered = buffered.subarray(frame.size)
      if (frame.opcode === OPCODE.ping) write(OPCODE.pong, frame.payload)
      else if (frame.opcode === OPCODE.close) {
        write(OPCODE.close, frame.payload.subarray(0, 2))
        open = false
        socket.end()
        return
      } else if (frame.opcode === OPCODE.text || frame.opcode === OPCODE.continuation || frame.opcode === OPCODE.binary) {
        fragments.push(frame.payload)
        if (frame.fin) {
          const message = Buffer.concat(fragments).toString("utf8")
          fragments = []
          handlers.onMessage(message, connection)
        }
      }
    }
  })
  return connection
}

const frameHeader = (opcode: number, length: number): Buffer => {
  if (length < 126) return Buffer.from([0x80 | opcode, length])
  if (length < 65_536) {
    const header = Buffer.alloc(4)
    header[0] = 0x80 | opcode
    header[1] = 126
    header.writeUInt16BE(length, 2)
    return header
  }
  const header = Buffer.alloc(10)
  header[0] = 0x80 | opcode
  header[1] = 127
  header.writeBigUInt64BE(BigInt(length), 2)
  return header
}

/** One client frame (clients must mask), or how far the buffer is from holding one. */
const readFrame = (
  buffer: Buffer
): { fin: boolean; opcode: number; payload: Buffer; size: number } | "incomplete" | "invalid" => {
  if (buffer.length < 2) return "incomplete"
  const first = buffer[0]!
  const second = buffer[1]!
  if ((second & 0x80) === 0) return "invalid"
  let length = second & 0x7f
  let offset = 2
  if (length === 126) {
    if (buffer.length < 4) return "incomplete"
    length = buffer.readUInt16BE(2)
    offset = 4
  } else if (length === 127) {
    if (buffer.length < 10) return "incomplete"
    const long = buffer.readBigUInt64BE(2)
    if (long > BigInt(MAX_MESSAGE_BYTES)) return "invalid"
    length = Number(long)
    offset = 10
  }
  if (length > MAX_MESSAGE_BYTES) return "invalid"
  if (buffer.length < offset + 4 + length) return "incomplete"
  const mask = buffer.subarray(offset, offset + 4)
  const payload = Buffer.from(buffer.subarray(offset + 4, offset + 4 + length))
  for (let index = 0; index < payload.length; index++) payload[index] = payload[index]! ^ mask[index % 4]!
  return { fin: (first & 0x80) !== 0, opcode: first & 0x0f, payload, size: offset + 4 + length }
}
