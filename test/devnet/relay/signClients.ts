/**
 * Real WalletConnect sign clients for the relay tests: each with its own storage prefix (the SDK
 * shares one core per prefix process-wide), in-memory storage and telemetry off.
 */
import { SignClient } from "@walletconnect/sign-client"
import type { IKeyValueStorage } from "@walletconnect/keyvaluestorage"

type Client = Awaited<ReturnType<typeof SignClient.init>>

/** The SDK's storage interface over a Map: nothing is written to disk. */
export const memoryStorage = (): IKeyValueStorage => {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries.entries()] as Array<[string, T]>,
    getItem: async <T>(key: string) => entries.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => void entries.set(key, value),
    removeItem: async (key: string) => void entries.delete(key)
  }
}

let count = 0

export interface SignClientOptions {
  readonly relayUrl: string
  readonly projectId: string
  readonly name: string
  /** A pino logger or a level; default "silent". */
  readonly logger?: Parameters<typeof SignClient.init>[0] extends infer O ? (O extends { logger?: infer L } ? L : never) : never
}

export const makeSignClient = (options: SignClientOptions): Promise<Client> =>
  SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: `relay-test-${options.name}-${process.pid}-${++count}`,
    storage: memoryStorage(),
    telemetryEnabled: false,
    logger: options.logger ?? "silent",
    metadata: { name: `Relay test ${options.name}`, description: "A client of the relay tests", url: "http://127.0.0.1", icons: [] }
  })

type VerifyResolve = Client["core"]["verify"]["resolve"]

/**
 * Verify switched off, which no SDK option does: `register` (the dapp's attestation, a hidden
 * iframe of verify.walletconnect.org in a browser, nothing in Node) answers "no attestation", and
 * `resolve` (the wallet's check of a proposal or request, a fetch of verify.walletconnect.org when
 * the message carries no attestation) answers "unknown origin" without asking anyone.
 */
export const verifyOff = (client: Client): Client => {
  client.core.verify.register = async () => ""
  client.core.verify.resolve = (async () => undefined) as unknown as VerifyResolve
  return client
}

/** Closes the client's socket and stops its timers, so nothing outlives the test. */
export const closeSignClient = async (client: Client): Promise<void> => {
  await client.core.relayer.transportClose().catch(() => undefined)
  client.core.heartbeat.stop()
}

export type { Client as SignClientInstance }
