/**
 * The README's React example is the packed host's App (test/package/host/src/App.tsx), which the
 * browser tests build from the tarball, render on the server and run in Chromium: the README
 * shows that file, character for character, in the code block after its marker comment.
 */
import { readFile } from "node:fs/promises"
import { describe, expect, it } from "vitest"

const MARKER = "<!-- example: test/package/host/src/App.tsx -->"

const read = (path: string) => readFile(new URL(`../../${path}`, import.meta.url), "utf8")

/** The fenced block that follows `marker` in `markdown`, without its fences; undefined when there is none. */
const blockAfter = (markdown: string, marker: string): string | undefined => {
  const at = markdown.indexOf(marker)
  if (at < 0) return undefined
  const match = /^[ \t]*\r?\n```tsx\r?\n([\s\S]*?)^```[ \t]*$/m.exec(markdown.slice(at + marker.length))
  return match?.[1]
}

describe("README: embedding the modal in a React app", () => {
  it("finds a block after a marker, and none without it", () => {
    const markdown = `${MARKER}\n\`\`\`tsx\nconst a = 1\n\`\`\`\n`
    expect(blockAfter(markdown, MARKER)).toBe("const a = 1\n")
    expect(blockAfter("```tsx\nconst a = 1\n```\n", MARKER)).toBe(undefined)
  })

  it("shows the packed host's App file exactly", async () => {
    const [readme, app] = await Promise.all([read("README.md"), read("test/package/host/src/App.tsx")])
    expect(blockAfter(readme, MARKER)).toBe(app)
  })
})
