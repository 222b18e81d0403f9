/** Structured-but-malformed inputs: a valid encoded value with one node deleted, replaced or retyped. */
import fc from "fast-check"

type Path = ReadonlyArray<string | number>

const isContainer = (value: unknown): value is Record<string, unknown> | Array<unknown> =>
  typeof value === "object" && value !== null

/** Every path into a JSON-like value, the root included. */
export const pathsOf = (value: unknown, prefix: Path = []): Array<Path> => {
  const out: Array<Path> = [prefix]
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...pathsOf(item, [...prefix, i])))
  else if (isContainer(value)) for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]))
  return out
}

export type Mutation =
  | { readonly _tag: "Delete" }
  | { readonly _tag: "Replace"; readonly value: unknown }
  | { readonly _tag: "Retype" }

/** A value of another JSON type than the one given (string ↔ number, object ↔ array, …). */
const retype = (value: unknown): unknown => {
  if (typeof value === "string") return value.length
  if (typeof value === "number") return String(value)
  if (typeof value === "boolean") return value ? 1 : 0
  if (Array.isArray(value)) return Object.fromEntries(value.map((v, i) => [String(i), v]))
  if (isContainer(value)) return Object.values(value)
  return "null"
}

const apply = (value: unknown, path: Path, mutation: Mutation): unknown => {
  if (path.length === 0) {
    if (mutation._tag === "Replace") return mutation.value
    if (mutation._tag === "Retype") return retype(value)
    return undefined
  }
  const [head, ...rest] = path as [string | number, ...Array<string | number>]
  if (Array.isArray(value)) {
    const copy = [...value]
    if (rest.length === 0 && mutation._tag === "Delete") copy.splice(Number(head), 1)
    else copy[Number(head)] = apply(copy[Number(head)], rest, mutation)
    return copy
  }
  if (isContainer(value)) {
    const copy: Record<string, unknown> = { ...value }
    if (rest.length === 0 && mutation._tag === "Delete") delete copy[String(head)]
    else copy[String(head)] = apply(copy[String(head)], rest, mutation)
    return copy
  }
  return value
}

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant({ _tag: "Delete" } as const),
  fc.constant({ _tag: "Retype" } as const),
  fc
    .oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 1 }))
    .map((value) => ({ _tag: "Replace", value }) as const)
)

/** Malformed variants of the valid values of `valid`. */
export const malformed = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.tuple(valid, fc.nat(), mutation).map(([value, pick, m]) => {
    const paths = pathsOf(value)
    const path = paths[pick % paths.length] ?? []
    return apply(value, path, m)
  })
