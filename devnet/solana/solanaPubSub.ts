import type http from "node:http"
import type { Duplex } from "node:stream"
import { answer, type JsonRpcMethod } from "../net/jsonRpcHttpServer.js"
import { acceptWebSocket, type WebSocketConnection } from "../net/webSocket.js"
import { accountEncoding, encodeAccount } from "./rpc/encodeAccount.js"
import { configAt, context, invalidParams, list, numberAt, publicKeyAt, signature } from "./rpc/params.js"
import type { SolanaLedger, TransactionRecord } from "./SolanaLedger.js"

/**
 * The Solana PubSub WebSocket API for what wallets and `@solana/web3.js` wait on:
 * `signatureSubscribe` (how `confirmTransaction` learns a transaction landed), `accountSubscribe`
 * and `slotSubscribe`, each with its `*Unsubscribe`.
 */
export interface SolanaPubSub {
  readonly onUpgrade: (request: http.IncomingMessage, socket: Duplex, head: Buffer) => void
  /** Drops every connection (server shutdown). */
  readonly closeAll: () => void
}

type Subscription =
  | { readonly kind: "signature"; readonly signature: string }
  | { readonly kind: "account"; readonly address: string; readonly config: Readonly<Record<string, unknown>> }
  | { readonly kind: "slot" }

export const solanaPubSub = (ledger: SolanaLedger): SolanaPubSub => {
  const connections = new Map<WebSocketConnection, Map<number, Subscription>>()
  let nextId = 0

  const notify = (connection: WebSocketConnection, method: string, subscription: number, result: unknown) =>
    connection.send(
      JSON.stringify({ jsonrpc: "2.0", method, params: { result, subscription } }, (_key, value: unknown) =>
        typeof value === "bigint" ? Number(value) : value
      )
    )

  const signatureResult = (record: TransactionRecord) => ({
    context: { slot: record.slot },
    value: { err: record.err }
  })

  ledger.onTransaction((record) => {
    const touched = new Set(record.transaction.message.staticAccountKeys.map((key) => key.toBase58()))
    for (const [connection, subscriptions] of connections) {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === "signature" && subscription.signature === record.signature) {
          notify(connection, "signatureNotification", id, signatureResult(record))
          subscriptions.delete(id)
        } else if (subscription.kind === "account" && touched.has(subscription.address)) {
          const address = publicKeyAt([subscription.address], 0)
          const account = ledger.account(address)
          const encoding = accountEncoding(subscription.config, "binary")
          notify(connection, "accountNotification", id, {
            context: context(ledger),
            value: account ? encodeAccount(ledger, account, encoding, subscription.config) : null
          })
        } else if (subscription.kind === "slot") {
          notify(connection, "slotNotification", id, { parent: record.slot, root: record.slot, slot: ledger.slot })
        }
      }
    }
  })

  const methodsFor = (connection: WebSocketConnection): Record<string, JsonRpcMethod> => {
    const subscriptions = (): Map<number, Subscription> => connections.get(connection) ?? new Map()
    const subscribe = (subscription: Subscription): number => {
      const id = nextId++
      subscriptions().set(id, subscription)
      return id
    }
    const unsubscribe = (kind: Subscription["kind"]) => (params: unknown) => {
      const id = numberAt(params, 0, "subscription id")
      if (subscriptions().get(id)?.kind !== kind) throw invalidParams("Invalid subscription id.")
      return subscriptions().delete(id)
    }
    return {
      signatureSubscribe: (params) => {
        const wanted = signature(list(params)[0])
        const id = subscribe({ kind: "signature", signature: wanted })
        // Already landed: answer first, then notify (and end the one-shot subscription).
        const record = ledger.record(wanted)
        if (record !== undefined) {
          setImmediate(() => {
            if (subscriptions().delete(id)) notify(connection, "signatureNotification", id, signatureResult(record))
          })
        }
        return id
      },
      signatureUnsubscribe: unsubscribe("signature"),
      accountSubscribe: (params) => {
        const address = publicKeyAt(params, 0).toBase58()
        const config = configAt(params, 1)
        accountEncoding(config, "binary")
        return subscribe({ kind: "account", address, config })
      },
      accountUnsubscribe: unsubscribe("account"),
      slotSubscribe: () => subscribe({ kind: "slot" }),
      slotUnsubscribe: unsubscribe("slot")
    }
  }

  return {
    onUpgrade: (request, socket, head) => {
      let methods: Record<string, JsonRpcMethod> = {}
      const connection = acceptWebSocket(request, socket, head, {
        onMessage: (text, from) => {
          void answer(methods, text).then((reply) => {
            if (reply !== undefined) from.send(JSON.stringify(reply))
          })
        },
        onClose: (closed) => connections.delete(closed)
      })
      if (connection === undefined) return
      connections.set(connection, new Map())
      methods = methodsFor(connection)
    },
    closeAll: () => {
      for (const connection of connections.keys()) connection.destroy()
      connections.clear()
    }
  }
}
