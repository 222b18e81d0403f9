/** The secure site's file of users and sessions: one key per email, shared by every store on the folder. */
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { privateKeyToAddress } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { openSecureSiteStore, STORE_FILE_NAME } from "../../../devnet/secure-site/SecureSiteStore.js"

const folder = () => mkdtempSync(join(tmpdir(), "secure-site-store-"))

describe("SecureSiteStore", () => {
  it("makes one key per email (case and spaces aside), whose address it records", () => {
    const store = openSecureSiteStore(folder())
    const first = store.ensureUser("Someone@Example.com ")
    expect(first.created).toBe(true)
    expect(first.user.email).toBe("someone@example.com")
    expect(first.user.address).toBe(privateKeyToAddress(first.user.privateKey))
    expect(store.ensureUser("someone@example.com")).toEqual({ user: first.user, created: false })
  })

  it("two stores on one folder see each other's users, devices and sessions", () => {
    const dir = folder()
    const one = openSecureSiteStore(dir)
    const two = openSecureSiteStore(dir)
    const { user } = one.ensureUser("a@example.com")
    two.addDevice("a@example.com", "device-1")
    const session = two.openSession("a@example.com", 137)
    expect(one.user("a@example.com")).toEqual({ ...user, devices: ["device-1"] })
    expect(one.session(session.token)).toEqual(session)
    one.setSessionChain(session.token, 1)
    expect(two.session(session.token)?.chainId).toBe(1)
    two.closeSession(session.token)
    expect(one.session(session.token)).toBeUndefined()
  })

  it("a damaged file is reported, never overwritten", () => {
    const dir = folder()
    writeFileSync(join(dir, STORE_FILE_NAME), "{ not json")
    const store = openSecureSiteStore(dir)
    expect(() => store.ensureUser("b@example.com")).toThrow(SyntaxError)
  })
})
