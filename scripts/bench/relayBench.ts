/**
 * `npm run bench:relay`: the local relay under real use, on loopback only, bounded, stopping by
 * itself. The relay runs in a process of its own (relayProcess.ts) with a data folder, so it can
 * be killed outright and started again.
 *
 * 1. Many dapp–wallet pairs (real sign clients, 2.25) pair at the same time, while flood sockets
 *    send malformed frames, unknown methods and oversized messages: every pair settles, every
 *    bad frame gets its JSON-RPC error, and the relay stays up.
 * 2. Restart: with the wallets offline, each dapp sends a personal_sign (it waits in the relay);
 *    the relay is killed (SIGKILL); each dapp sends another while it is down; the relay starts
 *    again on the same port and folder; the wallets come back. Every request is answered and
 *    every session is still there on both sides.
 * 3. Stale: a message published with the shortest TTL (30 s) before everything else is not handed
 *    to a client that asks for it once that TTL has passed.
 *
 * Prints pairs completed, p50/p95 time from `connect()` to the session, the relay's peak memory,
 * and the restart run's figures.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { privateKeyToAccount } from "viem/accounts"
import { WebSocket } from "ws"
import { TEST_PROJECT_ID } from "../../devnet/catalogue/ProjectConfig.js"
import { DEV_WALLET_PRIVATE_KEY } from "../../devnet/devKeys.js"
import { MIN_TTL_SECONDS } from "../../devnet/relay/paramsProblem.js"
import { relayKey, relayQuery, signRelayJwt } from "../../test/devnet/relay/relayJwt.js"
import { closeSignClient, makeSignClient, verifyOff, type SignClientInstance } from "../../test/devnet/relay/signClients.js"

const account = privateKeyToAccount(DEV_WALLET_PRIVATE_KEY)
const METHODS = ["personal_sign"]
const EVENTS = ["chainChanged", "accountsChanged"]
/** Each phase gives up after this long: the bench always ends. */
const PHASE_LIMIT_MS = 120_000
const FLOOD_SOCKETS = 10
const FLOOD_MALFORMED = 100
const FLOOD_UNKNOWN = 100
const FLOOD_OVERSIZED = 5
/** Over the relay's 1 MiB message limit, under the socket's frame limit. */
const OVERSIZED_BYTES = 1.5 * 1024 * 1024

export interface RelayBenchReport {
  readonly pairs: number
  readonly paired: number
  readonly sessionMs: { readonly p50: number; readonly p95: number; readonly max: number }
  readonly peakRelayRssBytes: number
  readonly flood: { readonly framesSent: number; readonly errorsReceived: number; readonly relayAlive: boolean }
  readonly restart: {
    readonly waitingAnswered: number
    readonly outageAnswered: number
    readonly sessionsKept: number
    /** From the relay's new start to the last answer, ms. */
    readonly allAnsweredMs: number
  }
  readonly staleDelivered: number
}

interface RelayChild {
  readonly url: string
  readonly port: number
  readonly child: ChildProcess
  /** The process's peak resident memory so far (VmHWM), bytes. */
  readonly peakRss: () => number
}

const timeLimit = <A>(label: string, promise: Promise<A>, ms = PHASE_LIMIT_MS): Promise<A> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${label}: not done in ${ms / 1000} s`)), ms).unref())])

const startRelayChild = (port: number, dataDir: string): Promise<RelayChild> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [new URL("relayProcess.mjs", import.meta.url).pathname, String(port), dataDir], {
      stdio: ["ignore", "pipe", "inherit"]
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8")
      const ready = /ready (ws:\/\/\S+)/.exec(output)
      if (ready === null) return
      const url = ready[1] as string
      const peakRss = () => {
        const status = readFileSync(`/proc/${child.pid}/status`, "utf8")
        return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
      }
      resolve({ url, port: Number(new URL(url).port), child, peakRss })
    })
    child.once("exit", (code) => reject(new Error(`the relay process exited (${code}) before it was ready`)))
  })

const killed = (relay: RelayChild): Promise<void> =>
  new Promise((resolve) => {
    if (relay.child.exitCode !== null) return resolve()
    relay.child.once("exit", () => resolve())
    relay.child.kill("SIGKILL")
  })

const percentile = (values: ReadonlyArray<number>, p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
}

/** A raw client socket with a valid auth token of its own key. */
const rawSocket = (relayUrl: string, seed: number): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const key = relayKey(seed)
    const auth = signRelayJwt(key, { aud: relayUrl, iat: Math.floor(Date.now() / 1000) })
    const socket = new WebSocket(`${relayUrl}/${relayQuery(auth, TEST_PROJECT_ID)}`)
    socket.once("open", () => resolve(socket))
    socket.once("error", reject)
  })

/** Sends one request and resolves with the reply carrying its id. */
const call = (socket: WebSocket, id: number, method: string, params: unknown): Promise<Record<string, unknown>> =>
  new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      const frame = JSON.parse(data.toString("utf8")) as Record<string, unknown>
      if (frame["id"] !== id) return
      socket.off("message", onMessage)
      resolve(frame)
    }
    socket.on("message", onMessage)
    socket.send(JSON.stringify({ id, jsonrpc: "2.0", method, params }))
  })

/** Floods one socket with bad frames; resolves with how many error replies came back. */
const flood = async (relayUrl: string, seed: number): Promise<{ sent: number; errors: number }> => {
  const socket = await rawSocket(relayUrl, seed)
  const sent = FLOOD_MALFORMED + FLOOD_UNKNOWN + FLOOD_OVERSIZED
  let errors = 0
  const done = new Promise<void>((resolve) => {
    socket.on("message", (data: Buffer) => {
      if ("error" in (JSON.parse(data.toString("utf8")) as object)) errors++
      if (errors === sent) resolve()
    })
  })
  for (let i = 0; i < FLOOD_MALFORMED; i++) socket.send(`{"id":${i},"jsonrpc":"2.0","method":"irn_publish","params":`)
  for (let i = 0; i < FLOOD_UNKNOWN; i++) socket.send(JSON.stringify({ id: 10_000 + i, jsonrpc: "2.0", method: "irn_teleport", params: {} }))
  const big = "x".repeat(OVERSIZED_BYTES)
  for (let i = 0; i < FLOOD_OVERSIZED; i++) {
    socket.send(JSON.stringify({ id: 20_000 + i, jsonrpc: "2.0", method: "irn_publish", params: { topic: "a".repeat(64), message: big, ttl: 300, tag: 1108 } }))
  }
  await timeLimit("flood replies", done).catch(() => undefined)
  socket.close()
  return { sent, errors }
}

const client = async (relayUrl: string, name: string) =>
  verifyOff(await makeSignClient({ relayUrl, projectId: TEST_PROJECT_ID, name }))

interface Pair {
  readonly dapp: SignClientInstance
  readonly wallet: SignClientInstance
  readonly topic: string
  readonly sessionMs: number
}

const pairUp = async (relayUrl: string, index: number): Promise<Pair> => {
  const [dapp, wallet] = await Promise.all([client(relayUrl, `bench-dapp-${index}`), client(relayUrl, `bench-wallet-${index}`)])
  wallet.on("session_proposal", ({ id }) => {
    void wallet.approve({ id, namespaces: { eip155: { chains: ["eip155:1"], methods: METHODS, events: EVENTS, accounts: [`eip155:1:${account.address}`] } } })
  })
  wallet.on("session_request", async ({ id, topic, params }) => {
    const [message] = params.request.params as [`0x${string}`, string]
    const signature = await account.signMessage({ message: { raw: message } })
    await wallet.respond({ topic, response: { id, jsonrpc: "2.0", result: signature } })
  })
  const started = performance.now()
  const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: { chains: ["eip155:1"], methods: METHODS, events: EVENTS } } })
  await wallet.pair({ uri: uri! })
  const session = await approval()
  return { dapp, wallet, topic: session.topic, sessionMs: performance.now() - started }
}

const sign = (pair: Pair, text: string): Promise<boolean> =>
  pair.dapp
    .request<`0x${string}`>({
      topic: pair.topic,
      chainId: "eip155:1",
      request: { method: "personal_sign", params: [`0x${Buffer.from(text).toString("hex")}`, account.address] }
    })
    .then((signature) => /^0x[0-9a-f]{130}$/i.test(signature))
    .catch(() => false)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const benchRelay = async ({ pairs, log }: { readonly pairs: number; readonly log: (line: string) => void }): Promise<RelayBenchReport> => {
  const dataDir = mkdtempSync(join(tmpdir(), "relay-bench-"))
  let relay = await startRelayChild(0, dataDir)
  const peaks: Array<number> = []
  const clients: Array<SignClientInstance> = []
  try {
    // The stale message goes first, with the shortest TTL the relay takes.
    const staleTopic = "5".repeat(64)
    const publisher = await rawSocket(relay.url, 41)
    await call(publisher, 1, "irn_publish", { topic: staleTopic, message: "stale", ttl: MIN_TTL_SECONDS, tag: 1108 })
    publisher.close()
    const staleAfter = Date.now() + MIN_TTL_SECONDS * 1000

    log(`pairing ${pairs} dapp–wallet pairs at once, with ${FLOOD_SOCKETS} flood sockets…`)
    const flooding = Promise.all(Array.from({ length: FLOOD_SOCKETS }, (_, i) => flood(relay.url, 100 + i)))
    const settled = await timeLimit(
      "pairing",
      Promise.allSettled(Array.from({ length: pairs }, (_, index) => pairUp(relay.url, index)))
    )
    const paired = settled.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []))
    for (const pair of paired) clients.push(pair.dapp, pair.wallet)
    const floodResults = await flooding
    const probe = await rawSocket(relay.url, 42)
    const alive = (await call(probe, 2, "irn_subscribe", { topic: "6".repeat(64) }))["result"] !== undefined
    probe.close()
    peaks.push(relay.peakRss())

    log(`restart: wallets offline, one request each waiting in the relay, the relay killed, one more each while it is down…`)
    await Promise.all(paired.map((pair) => pair.wallet.core.relayer.transportClose()))
    const waiting = paired.map((pair, i) => sign(pair, `waiting in the relay ${i}`))
    // Each dapp's publish is answered by the relay once stored; the journal is written before that answer.
    await sleep(1000)
    peaks.push(relay.peakRss())
    await killed(relay)
    const duringOutage = paired.map((pair, i) => sign(pair, `sent while the relay is down ${i}`))
    await sleep(500)
    relay = await startRelayChild(relay.port, dataDir)
    const restarted = performance.now()
    await Promise.all(paired.map((pair) => pair.wallet.core.relayer.transportOpen()))
    const [waitingAnswered, outageAnswered] = await timeLimit(
      "answers after the restart",
      Promise.all([Promise.all(waiting), Promise.all(duringOutage)])
    )
    const allAnsweredMs = performance.now() - restarted
    const sessionsKept = paired.filter((pair) => pair.dapp.session.keys.includes(pair.topic) && pair.wallet.session.keys.includes(pair.topic)).length

    await sleep(Math.max(0, staleAfter - Date.now()))
    const late = await rawSocket(relay.url, 43)
    const fetched = (await call(late, 3, "irn_batchFetchMessages", { topics: [staleTopic] }))["result"] as { messages: Array<unknown> }
    late.close()
    peaks.push(relay.peakRss())

    const times = paired.map((pair) => pair.sessionMs)
    return {
      pairs,
      paired: paired.length,
      sessionMs: { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) },
      peakRelayRssBytes: Math.max(...peaks),
      flood: {
        framesSent: floodResults.reduce((sum, r) => sum + r.sent, 0),
        errorsReceived: floodResults.reduce((sum, r) => sum + r.errors, 0),
        relayAlive: alive
      },
      restart: {
        waitingAnswered: waitingAnswered.filter(Boolean).length,
        outageAnswered: outageAnswered.filter(Boolean).length,
        sessionsKept,
        allAnsweredMs
      },
      staleDelivered: fetched.messages.length
    }
  } finally {
    await Promise.all(clients.map(closeSignClient))
    await killed(relay)
    rmSync(dataDir, { recursive: true, force: true })
  }
}
