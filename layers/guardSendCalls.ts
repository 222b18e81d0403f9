/**
 * A wallet's EIP-1193 provider as the host gets it, with `wallet_sendCalls` checked first (SPEC §5,
 * `sendCallsRefusal`): params the rule refuses reject with -32602 and never reach the wallet; every
 * other call, property and listener is the wallet's own. One guard per provider, so the host sees
 * the same object on each ask.
 */
import { messageOf } from "../core/errors/catalogue.js"
import { sendCallsRefusal } from "../core/evm/sendCallsRefusal.js"

interface Requestable {
  readonly request: (args: { readonly method: string; readonly params?: unknown }) => Promise<unknown>
}

const guards = new WeakMap<object, object>()
const guarded = new WeakSet<object>()

const isRequestable = (provider: unknown): provider is Requestable & object =>
  typeof provider === "object" && provider !== null && typeof (provider as { request?: unknown }).request === "function"

export const guardSendCalls = (provider: unknown): unknown => {
  if (!isRequestable(provider) || guarded.has(provider)) return provider
  const known = guards.get(provider)
  if (known !== undefined) return known
  const request: Requestable["request"] = (args) => {
    const refusal = args.method === "wallet_sendCalls" ? sendCallsRefusal(args.params) : undefined
    return refusal === undefined ? provider.request(args) : Promise.reject(Object.assign(new Error(messageOf(refusal)), { code: refusal.code }))
  }
  // Methods run on the wallet's own object: some providers keep private fields a proxy cannot reach.
  const guard = new Proxy(provider, {
    get: (target, key) => {
      if (key === "request") return request
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === "function" ? (value as (...args: Array<unknown>) => unknown).bind(target) : value
    }
  })
  guards.set(provider, guard)
  guarded.add(guard)
  return guard
}
