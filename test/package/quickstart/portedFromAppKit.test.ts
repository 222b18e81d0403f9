/**
 * The quick-start fixture: `appkit-original.tsx.txt` is the app AppKit's React quick start
 * produces with the Ethers adapter; `App.tsx` is the same app on Doorway. Only its import lines
 * and the adapter's class name (EthersAdapter, now EvmAdapter) may differ: every other line is
 * the same, line by line. The browser test of the packed package runs `App.tsx` against the
 * local stack.
 */
import { readFileSync } from "node:fs"
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"

const lines = (name: string): Array<string> => readFileSync(new URL(name, import.meta.url), "utf8").split("\n")

const original = lines("appkit-original.tsx.txt")
const ported = lines("App.tsx")

const isImport = (line: string): boolean => /^import\s/.test(line)
/** The module a line imports from. */
const source = (line: string): string => /['"]([^'"]+)['"]\s*;?\s*$/.exec(line)?.[1] ?? line

describe("the AppKit quick start on Doorway", () => {
  it("changes only the import lines and the adapter's class name", () => {
    const renamed = original.filter((line) => !isImport(line)).map((line) => line.replace(/\bEthersAdapter\b/g, "EvmAdapter"))
    expect(ported.filter((line) => !isImport(line))).toEqual(renamed)
  })

  it("imports from AppKit's packages in the original and from Doorway's entries once ported", () => {
    expect(original.filter(isImport).map(source)).toEqual(["@reown/appkit/react", "@reown/appkit-adapter-ethers", "@reown/appkit/networks"])
    expect(ported.filter(isImport).map(source)).toEqual([
      "doorway-connect/react",
      "doorway-connect/adapters",
      "doorway-connect/networks",
      "doorway-connect/elements"
    ])
    // The same names are imported, the adapter renamed.
    const names = (imports: Array<string>) => imports.flatMap((line) => /\{([^}]*)\}/.exec(line)?.[1]?.split(",").map((n) => n.trim()) ?? [])
    expect(names(ported.filter(isImport))).toEqual(names(original.filter(isImport)).map((n) => (n === "EthersAdapter" ? "EvmAdapter" : n)))
  })

  it("is the quick start's shape: createAppKit with adapters, networks, projectId and metadata, the three hooks, <appkit-button />", () => {
    const text = original.join("\n")
    expect(text).toContain("adapters: [new EthersAdapter()]")
    for (const part of ["createAppKit({", "networks: [", "projectId,", "metadata\n", "useAppKit()", "useAppKitAccount()", "useAppKitNetwork()", "<appkit-button />", "export default function App()"]) {
      expect(text).toContain(part)
    }
  })

  it("renders on a server with nobody connected, on its first network", async () => {
    const { default: App } = await import("./App.js")
    const html = renderToString(createElement(App))
    expect(html).toContain("<appkit-button></appkit-button>")
    expect(html).toContain("<dd>disconnected</dd>")
    expect(html).toContain("<dd>eip155:1</dd>")
    expect(html).toContain("<dd>1</dd>")
  })
})
