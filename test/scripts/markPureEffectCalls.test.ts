/**
 * The library build marks the calls that build Effect values at the top of a module as pure, so a
 * host's bundler drops the classes and schemas nobody imports; nothing else is marked.
 */
import { parseAst } from "rollup/parseAst"
import { describe, expect, it } from "vitest"
import { markPureEffectCalls } from "../../scripts/markPureEffectCalls.js"

const transform = (code: string, id = "/repo/core/example.ts"): string => {
  const plugin = markPureEffectCalls()
  const hook = plugin.transform as (this: { parse: typeof parseAst }, code: string, id: string) => { code: string } | null
  return hook.call({ parse: parseAst }, code, id)?.code ?? code
}

const PURE = "/* @__PURE__ */ "

describe("markPureEffectCalls", () => {
  it("marks an error class, a schema with its nested calls and a tag built at the top of a module", () => {
    const code = [
      'import { Context, Data, Schema } from "effect"',
      'export class Missing extends Data.TaggedError("Missing") {}',
      "const Entry = Schema.Struct({ id: Schema.optional(Schema.String) })",
      'export class Store extends Context.Tag("Store")() {}'
    ].join("\n")
    expect(transform(code).split("\n").slice(1)).toEqual([
      `export class Missing extends ${PURE}Data.TaggedError("Missing") {}`,
      `const Entry = ${PURE}Schema.Struct({ id: ${PURE}Schema.optional(Schema.String) })`,
      `export class Store extends ${PURE}(${PURE}Context.Tag("Store"))() {}`
    ])
  })

  it("leaves calls inside functions, programs run at the top, statements and other packages' calls alone", () => {
    const code = [
      'import { Effect } from "effect"',
      'import { make } from "./make.js"',
      "const later = () => Effect.log(1)",
      "const ran = Effect.runSync(Effect.succeed(1))",
      "Effect.runFork(Effect.void)",
      "const made = make()"
    ].join("\n")
    expect(transform(code)).toBe(code.replace("Effect.runSync(Effect.succeed(1))", `Effect.runSync(${PURE}Effect.succeed(1))`))
  })

  it("skips modules that import nothing from effect, and dependencies", () => {
    expect(transform('import { a } from "./a.js"\nconst b = a()')).toBe('import { a } from "./a.js"\nconst b = a()')
    expect(transform('import { Data } from "effect"\nconst E = Data.TaggedError("E")', "/repo/node_modules/x/index.ts")).toBe(
      'import { Data } from "effect"\nconst E = Data.TaggedError("E")'
    )
  })
})
