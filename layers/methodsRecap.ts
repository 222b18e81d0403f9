import { base64urlnopad, utf8 } from "@scure/base"
import { Option } from "effect"

const RECAP = "urn:recap:"
type Recap = { readonly att: Record<string, Record<string, ReadonlyArray<unknown>>> }
const base64UrlOf = (text: string): string => base64urlnopad.encode(utf8.decode(text))
const textOfBase64Url = (encoded: string): string => utf8.encode(base64urlnopad.decode(encoded.replace(/=+$/, "")))
const sortedKeys = <A>(record: Record<string, A>): Record<string, A> => Object.fromEntries(Object.keys(record).sort().map((key) => [key, record[key] as A]))

/**
 * The request's resources with the session's methods as a ReCap (`request/<method>` on the
 * chain's namespace, base64url JSON after `urn:recap:`), merged into a ReCap already last among
 * them, as the SDK's own sign-in request builds it; the wallet's EIP-4361 statement then names them.
 */
export const withMethodsRecap = (chain: string, methods: ReadonlyArray<string>, resources: ReadonlyArray<string>): Array<string> => {
  if (methods.length === 0) return [...resources]
  const namespace = chain.split(":")[0] ?? "eip155"
  const granted: Record<string, Record<string, ReadonlyArray<unknown>>> = {
    [namespace]: sortedKeys(Object.fromEntries(methods.map((method) => [`request/${method}`, [{}]])))
  }
  const last = resources.at(-1)
  const kept = (() => {
    if (last === undefined || !last.startsWith(RECAP)) return Option.none<Recap>()
    try {
      return Option.some(JSON.parse(textOfBase64Url(last.slice(RECAP.length))) as Recap)
    } catch {
      return Option.none<Recap>()
    }
  })()
  const att = Option.match(kept, {
    onNone: () => granted,
    onSome: (recap) => {
      const merged: Record<string, Record<string, ReadonlyArray<unknown>>> = { ...recap.att }
      for (const [resource, abilities] of Object.entries(granted)) merged[resource] = sortedKeys({ ...merged[resource], ...abilities })
      return sortedKeys(merged)
    }
  })
  const encoded = `${RECAP}${base64UrlOf(JSON.stringify({ att }))}`
  return Option.isSome(kept) ? [...resources.slice(0, -1), encoded] : [...resources, encoded]
}
