/**
 * A client of the relay's state machine without a socket: what it sends goes straight to
 * `hub.receive`, what the hub sends lands in `frames`.
 */
import { Effect } from "effect"
import type { RelayHub } from "../../../devnet/relay/RelayHub.js"

export interface Frame {
  readonly id: unknown
  readonly jsonrpc?: string
  readonly method?: string
  readonly params?: {
    readonly id: string
    readonly data: { readonly topic: string; readonly message: string; readonly publishedAt: number; readonly tag: number; readonly attestation: string | null }
  }
  readonly result?: unknown
  readonly error?: { readonly code: number; readonly message: string }
}

export interface HubClient {
  readonly clientId: string
  readonly connectionId: number
  /** Every frame the hub sent, parsed, oldest first. */
  readonly frames: Array<Frame>
  /** The raw text of each. */
  readonly texts: Array<string>
  readonly sendText: (text: string) => Effect.Effect<void>
  /** Sends a request with a fresh string id and returns the reply to it. */
  readonly call: (method: string, params: unknown) => Effect.Effect<Frame>
  /** The `irn_subscription` pushes received so far. */
  readonly pushes: () => ReadonlyArray<Frame>
  readonly ack: (push: Frame) => Effect.Effect<void>
  readonly close: Effect.Effect<void>
}

let nextId = 1

export const hubClient = (hub: RelayHub, clientId: string): Effect.Effect<HubClient> =>
  Effect.gen(function* () {
    const frames: Array<Frame> = []
    const texts: Array<string> = []
    const connectionId = yield* hub.open(clientId, (text) => {
      texts.push(text)
      frames.push(JSON.parse(text) as Frame)
    })
    const sendText = (text: string) => hub.receive(connectionId, text)
    return {
      clientId,
      connectionId,
      frames,
      texts,
      sendText,
      call: (method, params) =>
        Effect.gen(function* () {
          const id = String(nextId++)
          yield* sendText(JSON.stringify({ id, jsonrpc: "2.0", method, params }))
          const reply = frames.find((frame) => frame.id === id && frame.method === undefined)
          if (reply === undefined) return yield* Effect.die(new Error(`no reply to ${method}`))
          return reply
        }),
      pushes: () => frames.filter((frame) => frame.method === "irn_subscription"),
      ack: (push) => sendText(JSON.stringify({ id: push.id, jsonrpc: "2.0", result: true })),
      close: hub.close(connectionId)
    }
  })

/** A 64-hex topic from a short label. */
export const topic = (label: string): string => Buffer.from(label.padEnd(32, ".")).toString("hex").slice(0, 64)
