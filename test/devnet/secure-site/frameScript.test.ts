/** The frame page's script builds for the browser and speaks the protocol's first word (WIRE §4.4 READY). */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { startSecureSite, type RunningSecureSite } from "../../../devnet/secure-site/startSecureSite.js"

let site: RunningSecureSite

beforeAll(async () => {
  // Serving the script needs neither chains nor the catalogue.
  site = await startSecureSite({ catalogueUrl: "http://127.0.0.1:9", chains: [], dataDir: mkdtempSync(join(tmpdir(), "secure-site-")) })
})
afterAll(async () => {
  await site?.stop()
})

it("GET /sdk/frame.js serves the bundled module: it posts READY and forwards to the frame API", async () => {
  const response = await fetch(`${site.url}/sdk/frame.js`)
  expect(response.status).toBe(200)
  expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
  const script = await response.text()
  expect(script).toContain("@w3m-frame/READY")
  expect(script).toContain("/frame/event")
  expect(script).toContain("Unauthorized: origin not allowed")
  expect(script).not.toMatch(/^import /m)
  // The session is the site's HttpOnly cookie: the script neither stores a token nor posts one to the host (WIRE §4.8).
  expect(script).not.toContain("localStorage")
  expect(script).not.toContain("SESSION_UPDATE")
})
