/**
 * Every visible text of the shell goes through the catalogue (SPEC §9 localisation): no JSX text
 * with letters, and no string literal with letters in a visible attribute (aria-label, title,
 * placeholder, alt, label) or as a rendered child. A catalogue key passed to `text(…)` is fine; so
 * are comparisons (`status === "Running"`) and non-words: punctuation and symbols (×, ←, "?").
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import ts from "typescript"
import { describe, expect, it } from "vitest"

const ROOT = join(import.meta.dirname, "../../..")
const SHELL = join(ROOT, "shell")

// The DOM's visible attributes, and the shell's own components' props that they render as text (ListItem's tag and note, a heading, a hint).
const VISIBLE_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "label", "aria-valuetext", "aria-description", "tag", "note", "heading", "hint", "message", "description", "subtitle", "caption"])

/** Letters of any script: a word, which a language would translate. */
const hasWord = (text: string): boolean => /\p{L}/u.test(text)

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken
])

const tsxFiles = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tsxFiles(join(dir, entry.name)) : entry.name.endsWith(".tsx") ? [join(dir, entry.name)] : []
  )

/** The string literals with words an expression would render: not call arguments, not compared, not in nested JSX or functions. */
const renderedLiterals = (expression: ts.Node): Array<ts.Node> => {
  const found: Array<ts.Node> = []
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (hasWord(node.text)) found.push(node)
      return
    }
    if (ts.isTemplateExpression(node)) {
      if ([node.head, ...node.templateSpans.map((span) => span.literal)].some((part) => hasWord(part.text))) found.push(node)
      return
    }
    // A call's arguments are keys, ids or options (`text("connect.email")`), not shown as they are.
    if (ts.isCallExpression(node)) return visit(node.expression)
    if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) return
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return
    if (ts.isElementAccessExpression(node)) return visit(node.expression)
    ts.forEachChild(node, visit)
  }
  visit(expression)
  return found
}

/** Where a file shows a text that bypasses the catalogue, as `file:line text`. */
const bypassesIn = (path: string): Array<string> => {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: Array<string> = []
  const report = (node: ts.Node, what: string) =>
    found.push(`${relative(SHELL, path)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${what}`)
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWord(node.text)) report(node, `text ${JSON.stringify(node.text.trim())}`)
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(source)) && node.initializer !== undefined) {
      const initializer = node.initializer
      const literals = ts.isStringLiteral(initializer)
        ? hasWord(initializer.text) ? [initializer] : []
        : ts.isJsxExpression(initializer) && initializer.expression !== undefined
          ? renderedLiterals(initializer.expression)
          : []
      for (const literal of literals) report(literal, `${node.name.getText(source)}=${literal.getText(source)}`)
    }
    // A literal rendered as a child: `{running ? "Sending…" : label}`.
    if (ts.isJsxExpression(node) && node.expression !== undefined && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of renderedLiterals(node.expression)) report(literal, `child ${literal.getText(source)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe("visible strings", () => {
  const files = tsxFiles(SHELL)

  it("go through the catalogue in every file of the shell", () => {
    expect(files.flatMap(bypassesIn)).toEqual([])
  })

  it("finds a JSX text, a literal label and a literal child", () => {
    // The check itself, on a file of its own making.
    const sample = join(import.meta.dirname, "visibleStrings.sample.tsx")
    expect(bypassesIn(sample).map((line) => line.replace(/^.*:(\d+) /, "$1 "))).toEqual([
      `5 text "Hello"`,
      `6 aria-label="Close"`,
      `7 child "Sending…"`,
      `7 child "Send"`
    ])
  })
})
