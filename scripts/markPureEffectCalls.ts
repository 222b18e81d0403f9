import MagicString from "magic-string"
import type { Plugin } from "vite"

/** A node of the ESTree syntax tree Rollup parses to, as far as this pass reads it. */
interface Node {
  readonly type: string
  readonly start: number
  readonly end: number
  readonly [key: string]: unknown
}

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && typeof (value as Node).type === "string"

const PURE = "/* @__PURE__ */ "

/** Evaluated when the module runs; everything inside a function or a class body runs later (or never). */
const DEFERRED = new Set(["FunctionExpression", "ArrowFunctionExpression", "FunctionDeclaration", "ClassBody"])

/** The name a callee ends with: `runSync` in `Effect.runSync`. */
const lastNameOf = (node: Node): string | undefined =>
  node.type === "MemberExpression" ? ((node["property"] as Node)["name"] as string | undefined) : node.type === "Identifier" ? (node["name"] as string) : undefined

/** The identifier a callee chain starts from: `Schema` in `Schema.TaggedError<A>()("A", {})`. */
const rootOf = (node: Node): string | undefined => {
  if (node.type === "Identifier") return node["name"] as string
  if (node.type === "MemberExpression") return rootOf(node["object"] as Node)
  if (node.type === "CallExpression") return rootOf(node["callee"] as Node)
  return undefined
}

/**
 * Marks the calls a module makes when it runs to build Effect values (`Data.TaggedError("X")`,
 * `Schema.Struct({...})`, `Context.Tag("X")()`, `Effect.gen(...)`) as pure, so that a bundler
 * drops the declarations nobody imports: without the mark it keeps every class and schema of a
 * module that one import needs, as it cannot know that the call has no side effect. Only calls on
 * a namespace imported from `effect` or `@effect/*` are marked (never `run…`, which runs a program),
 * and only those evaluated at the top of the module (in declarations), never a call inside a function.
 */
export const markPureEffectCalls = (): Plugin => ({
  name: "mark-pure-effect-calls",
  enforce: "post",
  transform(code, id) {
    if (id.includes("/node_modules/") || !/\.(ts|tsx)$/.test(id)) return null
    const program = this.parse(code) as unknown as { readonly body: ReadonlyArray<Node> }
    const effectNames = new Set<string>()
    for (const statement of program.body) {
      if (statement.type !== "ImportDeclaration") continue
      const source = (statement["source"] as { value: string }).value
      if (source !== "effect" && !source.startsWith("effect/") && !source.startsWith("@effect/")) continue
      for (const specifier of statement["specifiers"] as ReadonlyArray<Node>) effectNames.add((specifier["local"] as { name: string }).name)
    }
    if (effectNames.size === 0) return null
    const output = new MagicString(code)
    let marked = 0
    const markedStarts = new Set<number>()
    const visit = (node: Node): void => {
      if (DEFERRED.has(node.type)) return
      const isCall = node.type === "CallExpression" || node.type === "NewExpression"
      // Running a program (`Effect.runSync`) is the one thing done for its effect.
      if (isCall && effectNames.has(rootOf(node["callee"] as Node) ?? "") && !/^run/.test(lastNameOf(node["callee"] as Node) ?? "")) {
        // A call that starts where a marked one does (`A.b()()`, `A.b().c()`) gets its own mark in parentheses.
        if (markedStarts.has(node.start)) {
          output.appendLeft(node.start, `(${PURE}`)
          output.appendLeft(node.end, ")")
        } else output.appendLeft(node.start, PURE)
        markedStarts.add(node.start)
        marked++
      }
      for (const [key, value] of Object.entries(node)) {
        if (key === "type" || key === "start" || key === "end") continue
        if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item)
        if (isNode(value)) visit(value)
      }
    }
    for (const statement of program.body) {
      const declaration = statement.type === "ExportNamedDeclaration" || statement.type === "ExportDefaultDeclaration" ? (statement["declaration"] as Node | null) : statement
      if (declaration === null) continue
      if (declaration.type === "VariableDeclaration" || declaration.type === "ClassDeclaration") visit(declaration)
    }
    return marked === 0 ? null : { code: output.toString(), map: output.generateMap({ hires: true }) }
  }
})
