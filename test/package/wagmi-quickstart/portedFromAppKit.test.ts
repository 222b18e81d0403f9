/**
 * The wagmi quick-start fixture: `appkit-original.tsx.txt` is an app made the way AppKit's React
 * quick start with its wagmi adapter makes one, using wagmi's hooks (`useAccount`, `useBalance`,
 * `useSignMessage`, `useWriteContract`, `useSwitchChain`, `useDisconnect`); `App.tsx` is the same
 * app on Doorway. Only import lines differ. The packed host's browser test builds and runs
 * `App.tsx` with wagmi 3 (test/e2e/packedHost.test.ts).
 */
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

const lines = (name: string): Array<string> => readFileSync(new URL(name, import.meta.url), "utf8").split("\n")

const original = lines("appkit-original.tsx.txt")
const ported = lines("App.tsx")

const isImport = (line: string): boolean => /^import\s/.test(line)
/** The module a line imports from. */
const source = (line: string): string => /['"]([^'"]+)['"]\s*;?\s*$/.exec(line)?.[1] ?? line

describe("AppKit's wagmi quick start on Doorway", () => {
  it("changes only the import lines", () => {
    expect(ported.filter((line) => !isImport(line))).toEqual(original.filter((line) => !isImport(line)))
  })

  it("takes AppKit's modules from Doorway's entries and keeps wagmi, react-query and viem as they are", () => {
    const renamed: Record<string, string> = {
      "@reown/appkit/react": "doorway-connect/react",
      "@reown/appkit/networks": "doorway-connect/networks",
      "@reown/appkit-adapter-wagmi": "doorway-connect/wagmi"
    }
    const expected = original.filter(isImport).map(source).map((module) => renamed[module] ?? module)
    // The elements entry registers <appkit-button> (AppKit registers it with createAppKit).
    expect(ported.filter(isImport).map(source)).toEqual([...expected.slice(0, 5), "doorway-connect/elements", ...expected.slice(5)])
    const names = (imports: Array<string>) => imports.flatMap((line) => /\{([^}]*)\}/.exec(line)?.[1]?.split(",").map((n) => n.trim()) ?? [])
    expect(names(ported.filter(isImport))).toEqual(names(original.filter(isImport)))
  })

  it("is the quick start's shape: a WagmiAdapter in createAppKit's adapters, its wagmiConfig in WagmiProvider", () => {
    const text = original.join("\n")
    for (const part of ["new WagmiAdapter({", "adapters: [wagmiAdapter]", "<WagmiProvider config={wagmiAdapter.wagmiConfig}>", "<QueryClientProvider client={queryClient}>"]) {
      expect(text).toContain(part)
    }
  })
})
