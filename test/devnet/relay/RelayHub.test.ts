/**
 * The relay's rules on a virtual clock (WIRE.md §6): subscription ids, pushes and their
 * acknowledgement, redelivery after 5 s, the mailbox kept for a message's TTL, the relay-level
 * session methods and the answers to bad frames. No sockets: frames go straight to the hub.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, TestClock } from "effect"
import { createHash } from "node:crypto"
import { makeRelayHub } from "../../../devnet/relay/RelayHub.js"
import type { Frame } from "./hubClient.js"
import { hubClient, topic } from "./hubClient.js"

const DAPP = "did:key:z6MkDapp"
const WALLET = "did:key:z6MkWallet"
const TOPIC = topic("pairing")

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex")
const messagesOf = (pushes: ReadonlyArray<Frame>) => pushes.map((push) => push.params?.data.message)

const publishParams = (message: string, ttl = 300, tag = 1108) => ({ topic: TOPIC, message, ttl, tag, prompt: false })

describe("RelayHub: subscriptions and pushes", () => {
  it.scoped("a subscription's id is the hex SHA-256 of topic + client id, and the request id is echoed as sent", () =>
    Effect.gen(function* () {
      const hub = yield* makeRelayHub
      const dapp = yield* hubClient(hub, DAPP)
      const reply = yield* dapp.call("irn_subscribe", { topic: TOPIC })
      expect(reply.result).toBe(sha256(TOPIC + DAPP))

      yield* dapp.sendText(`{"id":7,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${TOPIC}"}}`)
      expect(dapp.texts.at(-1)).toMatch(/^\{"id":7,/)
      // A u64 id as Kotlin and Swift send it keeps every digit.
      yield* dapp.sendText(`{"id":1733456789012345678,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${TOPIC}"}}`)
      expect(dapp.texts.at(-1)).toMatch(/^\{"id":1733456789012345678,/)
      yield* dapp.sendText(`{"id":"1733456789012345678","jsonrpc":"2.0","method":"irn_unsubscribe","params":{"topic":"${TOPIC}","id":"x"}}`)
      expect(dapp.texts.at(-1)).toBe('{"id":"1733456789012345678","jsonrpc":"2.0","result":true}')
    }))

  it.scoped("a publish reaches every other subscriber as irn_subscription, never the sender", () =>
    Effect.gen(function* () {
      const hub = yield* makeRelayHub
      const [dapp, wallet, other] = [yield* hubClient(hub, DAPP), yield* hubClient(hub, WALLET), yield* hubClient(hub, "did:key:z6MkOther")]
      for (const client of [dapp, wallet, other]) yield* client.call("irn_subscribe", { topic: TOPIC })
      yield* TestClock.adjust(1234)
      expect((yield* dapp.call("irn_publish", { ...publishParams("aGVsbG8="), attestation: "att.jwt" })).result).toBe(true)

      expect(dapp.pushes()).toEqual([])
      for (const client of [wallet, other]) {
        const [push] = client.pushes()
        expect(push).toEqual({
          id: expect.any(Number),
          jsonrpc: "2.0",
          method: "irn_subscription",
          params: {
            id: sha256(TOPIC + client.clientId),
            data: { topic: TOPIC, message: "aGVsbG8=", publishedAt: 1234, tag: 1108, attestation: "att.jwt" }
          }
        })
      }
      // No attestation published: null, as the hosted relay sends it.
      yield* wallet.call("irn_publish", publishParams("cmVwbHk="))
      expect(dapp.pushes()[0]?.params?.data.attestation).toBeNull()
    }))

  it.scoped("after irn_unsubscribe the topic's messages stop", () =>
    Effect.gen(function* () {
      const hub = yield* makeRelayHub
      const [dapp, wallet] = [yield* hubClient(hub, DAPP), yield* hubClient(hub, WALLET)]
      const id = (yield* wallet.call("irn_subscribe", { topic: TOPIC })).result
      expect((yield* wallet.call("irn_unsubscribe", { topic: TOPIC, id })).result).toBe(true)
      yield* dapp.call("irn_publish", publishParams("b25l"))
      expect(wallet.pushes()).toEqual([])
    }))

  it.scoped("batch subscribe answers an id per topic; batch publish and batch unsubscribe act on each entry", () =>
    Effect.gen(function* () {
      const hub = yield* makeRelayHub
      const [dapp, wallet] = [yield* hubClient(hub, DAPP), yield* hubClient(hub, WALLET)]
      const topics = [topic("one"), topic("two")]
      expect((yield* wallet.call("irn_batchSubscribe", { topics })).result).toEqual(topics.map((t) => sha256(t + WALLET)))
      yield* dapp.call("irn_batchPublish", { messages: topics.map((t, index) => ({ topic: t, message: `m${index}`, ttl: 300, tag: 0 })) })
      expect(messagesOf(wallet.pushes())).toEqual(["m0", "m1"])
      const subscriptions = topics.map((t) => ({ topic: t, id: sha256(t + WALLET) }))
      expect((yield* wallet.call("irn_batchUnsubscribe", { subscriptions })).result).toBe(true)
      yield* dapp.call("irn_batchPublish", { messages: topics.map((t) => ({ topic: t, message: "late", ttl: 300, tag: 0 })) })
      expect(wallet.pushes()).toHaveLength(2)
    }))
})

describe("RelayHub: acknowledgement and redelivery", () => {
  it.scoped("an unacknowledged push is sent again at 5,000 ms, not at 4,999 ms, and every 5 s after", () =>
    Effect.gen(function* () {
      const hub = yield* makeRelayHub
      const [dapp, wallet] = [yield* hubClient(hub, DAPP), yield* hubClient(hub, WALLET)]
      yield* wallet.call("irn_subscribe", { topic: TOPIC })
      yield* dapp.call("irn_publish", publishParams("bXNn"))
      expect(wallet.pushes()).toHaveLength(1)
      yield* TestClock.adjust(4999)
      expect(wallet.pushes()).toHaveLength(1)
      yield* TestClock.adjust(1)
      expect(wallet.pushes()).toHaveLength(2)
      expect(wallet.pushes()[1]).toEqual(wallet.pushes()[0])
      yield* TestClock.adjust(5000)
      expect(wallet.pushes()).toHaveLength(3)
    }))

  it.scoped("an acknowledged push is not sent again, and the client does not get it on a later subscribe", () =>
    Effect.gen(function* () {
      const hub = yield* makeRelayHub
      const [dapp, wallet] = [yield* hubClient(hub, DAPP), yield* hubClient(hub, WALLET)]
      yield* wallet.call("irn_subscribe", { topic: TOPIC })
      yield* dapp.call("irn_publish", publishParams("bXNn"))
      yield* TestClock.adjust(4999)
      yield* wallet.ack(wallet.pushes()[0]!)
      // The ack is a response: it gets no answer.
      expect(wallet.frames).toHaveLength(2)
      yield* TestClock.adjust(60_000)
      expect(wallet.pushes()).toHaveLength(1)
      yield* wallet.call("irn_subscribe", { topic: TOPIC })
      expect(wallet.pushes()).toHaveLength(1)
    }))

  it.scoped("a push whose message expires is not sent again", () =>
    Effect.gen(function* () {
      const hub = yield* makeRelayHub
      const [dapp, wallet] = [yield* hubClient(hub, DAPP), yield* hubClient(hub, WALLET)]
      yield* wallet.call("irn_subscribe", { topic: TOPIC })
      yield* TestClock.adjust(1)
      yield* dapp.call("irn_publish", publishParams("cGluZw==", 30, 1002))
      yield* TestClock.adjust(25_000)
      expect(wallet.pushes()).toHaveLength(6)
      // The sixth resend would be at 30,001 ms: the message expired at 30,001 ms.
      yield* TestClock.adjust(5000)
      expect(wallet.pushes()).toHaveLength(6)
      expect((yield* hub.state).mailbox).toEqual([])
    }))

  it.scoped("a client that reconnects before acknowledging gets the message on its new connection", () =>
    Effect.gen(function* () {
      const hub = yield* makeRelayHub
      const [dapp, wallet] = [yield* hubClient(hub, DAPP), yield* hubClient(hub, WALLET)]
      yield* wallet.call("irn_subscribe", { topic: TOPIC })
      yield* dapp.call("irn_publish", publishParams("bXNn"))
      yield* wallet.close
      yield* TestClock.adjust(5000)
      const again = yield* hubClient(hub, WALLET)
      yield* again.call("irn_batchSubscribe", { topics: [TOPIC] })
      expect(messagesOf(again.pushes())).toEqual(["bXNn"])
    }))
})

describe("RelayHub: the mailbox", () => {
  it.scoped("a message with TTL 300 s to a topic nobody else subscribes to is delivered on a subscribe at 299,999 ms", () =>
    Effect.gen(function* () {
      const hub = yield* makeRelayHub
      const dapp = yield* hubClient(hub, DAPP)
      yield* dapp.call("irn_subscribe", { topic: TOPIC })
      yield* dapp.call("irn_publish", publishParams("d2FpdGluZw==", 300))
      yield* TestClock.adjust(299_999)
      const wallet = yield* hubClient(hub, WALLET)
      yield* wallet.call("irn_subscribe", { topic: TOPIC })
      expect(wallet.pushes().map((push) => push.params?.data)).toEqual([
        { topic: TOPIC, message: "d2FpdGluZw==", publishedAt: 0, tag: 1108, attestation: null }
      ])
    }))

  it.scoped("and not on a subscribe at 300,000 ms: the expired message is dropped", () =>
    Effect.gen(function* () {
      const hub = yield* makeRelayHub
      const dapp = yield* hubClient(hub, DAPP)
      yield* dapp.call("irn_publish", publishParams("d2FpdGluZw==", 300))
      yield* TestClock.adjust(300_000)
      const wallet = yield* hubClient(hub, WALLET)
      yield* wallet.call("irn_subscribe", { topic: TOPIC })
      expect(wallet.pushes()).toEqual([])
      expect((yield* wallet.call("irn_fetchMessages", { topic: TOPIC })).result).toEqual({ messages: [], hasMore: false })
    }))

  it.scoped("fetchMessages hands out what waits (once), batchFetchMessages over several topics, oldest first", () =>
    Effect.gen(function* () {
      const hub = yield* makeRelayHub
      const [dapp, wallet] = [yield* hubClient(hub, DAPP), yield* hubClient(hub, WALLET)]
      const [first, second] = [topic("first"), topic("second")]
      yield* dapp.call("irn_publish", { topic: first, message: "YQ==", ttl: 300, tag: 1 })
      yield* TestClock.adjust(10)
      yield* dapp.call("irn_publish", { topic: second, message: "Yg==", ttl: 300, tag: 2 })
      yield* dapp.call("irn_publish", { topic: topic("third"), message: "Yw==", ttl: 300, tag: 3 })
      const fetched = yield* wallet.call("irn_batchFetchMessages", { topics: [second, first] })
      expect(fetched.result).toEqual({
        messages: [
          { topic: first, message: "YQ==", publishedAt: 0, tag: 1, attestation: null },
          { topic: second, message: "Yg==", publishedAt: 10, tag: 2, attestation: null }
        ],
        hasMore: false
      })
      expect((yield* wallet.call("irn_fetchMessages", { topic: first })).result).toEqual({ messages: [], hasMore: false })
      // The sender never gets its own messages back.
      expect((yield* dapp.call("irn_fetchMessages", { topic: first })).result).toEqual({ messages: [], hasMore: false })
    }))
})

describe("RelayHub: wc_proposeSession and wc_approveSession", () => {
  const SESSION = topic("session")

  it.scoped("propose subscribes the proposer to the pairing topic; approve subscribes the wallet to the session topic", () =>
    Effect.gen(function* () {
      const hub = yield* makeRelayHub
      const [dapp, wallet] = [yield* hubClient(hub, DAPP), yield* hubClient(hub, WALLET)]
      const proposed = yield* dapp.call("wc_proposeSession", { pairingTopic: TOPIC, sessionProposal: "cHJvcG9zYWw=", ttl: 300, correlationId: 1 })
      expect(proposed.result).toBe(true)
      expect(dapp.pushes()).toEqual([])

      // The wallet pairs later: the proposal waited for it, tagged as a session proposal.
      yield* TestClock.adjust(2000)
      yield* wallet.call("irn_subscribe", { topic: TOPIC })
      expect(wallet.pushes().map((push) => push.params?.data)).toEqual([
        { topic: TOPIC, message: "cHJvcG9zYWw=", publishedAt: 0, tag: 1100, attestation: null }
      ])

      const approved = yield* wallet.call("wc_approveSession", {
        sessionTopic: SESSION,
        pairingTopic: TOPIC,
        sessionProposalResponse: "cmVzcG9uc2U=",
        sessionSettlementRequest: "c2V0dGxl",
        ttl: 300
      })
      expect(approved.result).toBe(true)
      // The proposer hears the response on the pairing topic without having subscribed itself.
      expect(dapp.pushes().map((push) => [push.params?.id, push.params?.data.message, push.params?.data.tag])).toEqual([
        [sha256(TOPIC + DAPP), "cmVzcG9uc2U=", 1101]
      ])
      // The settlement waits on the session topic until the dapp subscribes to it.
      yield* dapp.call("irn_subscribe", { topic: SESSION })
      expect(dapp.pushes().map((push) => [push.params?.data.topic, push.params?.data.message, push.params?.data.tag])).toEqual([
        [TOPIC, "cmVzcG9uc2U=", 1101],
        [SESSION, "c2V0dGxl", 1102]
      ])
      // And the wallet, subscribed by its approval, hears the dapp on the session topic.
      yield* dapp.call("irn_publish", { topic: SESSION, message: "c2V0dGxlZA==", ttl: 300, tag: 1103 })
      expect(wallet.pushes().at(-1)?.params).toEqual({
        id: sha256(SESSION + WALLET),
        data: { topic: SESSION, message: "c2V0dGxlZA==", publishedAt: 2000, tag: 1103, attestation: null }
      })
    }))
})

describe("RelayHub: bad frames", () => {
  it.scoped("malformed JSON, an unknown method, bad params and an oversize frame get errors; the connection still works", () =>
    Effect.gen(function* () {
      const hub = yield* makeRelayHub
      const client = yield* hubClient(hub, WALLET)
      const lastError = () => client.frames.at(-1)

      yield* client.sendText('{"id":1,"jsonrpc":"2.0",')
      expect(lastError()).toEqual({ id: null, jsonrpc: "2.0", error: { code: -32700, message: "Parse error" } })

      yield* client.sendText('{"id":"2","jsonrpc":"2.0","method":"irn_watchRegister","params":{}}')
      expect(lastError()).toEqual({ id: "2", jsonrpc: "2.0", error: { code: -32601, message: "Method not found: irn_watchRegister" } })

      yield* client.sendText('{"id":3,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":5}}')
      expect(lastError()).toMatchObject({ id: 3, error: { code: -32602 } })
      expect(lastError()?.error?.message).toMatch(/^Invalid params: params\.topic: Expected string/)

      yield* client.sendText(JSON.stringify({ id: 4, jsonrpc: "2.0", method: "irn_subscribe", params: { topic: "abc" } }))
      expect(lastError()).toEqual({ id: 4, jsonrpc: "2.0", error: { code: -32602, message: "Invalid params: params.topic must be 64 hex characters" } })

      yield* client.sendText(JSON.stringify({ id: 5, jsonrpc: "2.0", method: "irn_publish", params: { topic: TOPIC, message: "", ttl: 29, tag: 0 } }))
      expect(lastError()?.error?.message).toBe("Invalid params: params.ttl must be a whole number of seconds from 30 to 2592000")

      yield* client.sendText(JSON.stringify({ id: 6, method: "irn_subscribe", params: { topic: TOPIC } }))
      expect(lastError()).toEqual({ id: 6, jsonrpc: "2.0", error: { code: -32600, message: 'Invalid request: jsonrpc must be "2.0"' } })

      yield* client.sendText("[1,2]")
      expect(lastError()).toEqual({ id: null, jsonrpc: "2.0", error: { code: -32600, message: "Invalid request" } })

      const oversize = JSON.stringify({ id: 7, jsonrpc: "2.0", method: "irn_publish", params: { ...publishParams("x".repeat(1024 * 1024)) } })
      yield* client.sendText(oversize)
      expect(lastError()).toEqual({
        id: null,
        jsonrpc: "2.0",
        error: { code: -32600, message: `Invalid request: the message is ${oversize.length} bytes; the limit is 1048576` }
      })
      expect((yield* hub.state).mailbox).toEqual([])

      // A frame of exactly 1 MiB is still read.
      const base = JSON.stringify({ id: 8, jsonrpc: "2.0", method: "irn_publish", params: { ...publishParams("") } })
      yield* client.sendText(base.replace('"message":""', `"message":"${"y".repeat(1024 * 1024 - base.length)}"`))
      expect(lastError()).toEqual({ id: 8, jsonrpc: "2.0", result: true })

      const frames = client.frames.length
      yield* client.sendText('{"jsonrpc":"2.0","method":"irn_subscribe","params":{}}')
      expect(client.frames).toHaveLength(frames)

      expect((yield* client.call("irn_subscribe", { topic: TOPIC })).result).toBe(sha256(TOPIC + WALLET))
    }))
})
