/**
 * Nothing the modal shows says a feature is missing: until a feature works, its row, tab or
 * button is absent. Checked on the code of the shipped shell and on the error catalogue's texts
 * (comments left out: they may speak of what comes later). The browser journey of
 * test/e2e/noPlaceholders.test.ts checks the same on every view a visitor can reach.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { root, sourceFiles } from "./sourceFiles.js"


const PLACEHOLDER_TEXT = /not available|later version|coming soon|will show here/i


const withoutComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\{\/\*[\s\S]*?\*\/\}/g, "").replace(/(^|[^:])\/\/.*$/gm, "$1")

describe("shipped texts", () => {
  const files = [...sourceFiles("shell"), "core/errors/catalogue.ts"]

  it("cover the views", () => expect(files.filter((file) => file.startsWith("shell/views/")).length).toBeGreaterThan(10))

  it.each(files)("%s tells no visitor that something is not available yet or comes later", (file) => {
    const lines = withoutComments(readFileSync(join(root, file), "utf8"))
      .split("\n")
      .filter((line) => PLACEHOLDER_TEXT.test(line))
    expect(lines).toEqual([])
  })

  it("the check finds such a text", () => {
    expect(withoutComments('const note = "QR code pairing is not available yet" // later').match(PLACEHOLDER_TEXT)?.[0]).toBe("not available")
    expect(withoutComments("<p>Your NFTs will show here in a later version.</p>").match(PLACEHOLDER_TEXT)?.[0]).toBe("will show here")
  })
})
