import { describe, expect, it } from "vitest"
import { truncateEmail } from "../../../core/format/truncateEmail.js"

describe("truncateEmail", () => {
  it("shows an email of up to 30 characters whole", () => {
    const thirty = "abcdefghij@klmnopqrstuvwxyz.io"
    expect(thirty).toHaveLength(30)
    expect(truncateEmail(thirty)).toBe(thirty)
    expect(truncateEmail("a@b.co")).toBe("a@b.co")
  })

  it("cuts a longer one after 30 characters and adds an ellipsis", () => {
    expect(truncateEmail("abcdefghij@klmnopqrstuvwxyz.iox")).toBe("abcdefghij@klmnopqrstuvwxyz.io\u2026")
    expect(truncateEmail("a.very.long.name.indeed@example-company.com")).toBe("a.very.long.name.indeed@exampl\u2026")
  })
})
