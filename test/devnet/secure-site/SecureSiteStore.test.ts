/**
 * The secure site's file of users and sessions: one key per email, shared by every store on the
 * folder, with each user's preferred account type and granted permissions.
 */
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

  it("keeps the account type a user asked for, eoa too (none until asked: the chain's default acts)", () => {
    const store = openSecureSiteStore(folder())
    store.ensureUser("c@example.com")
    expect(store.user("c@example.com")?.preferredAccountType).toBeUndefined()
    store.setPreferredAccountType("c@example.com", "eoa")
    expect(store.user("c@example.com")?.preferredAccountType).toBe("eoa")
    store.setPreferredAccountType("c@example.com", "smartAccount")
    expect(store.user("c@example.com")?.preferredAccountType).toBe("smartAccount")
  })

  it("lists the permissions an address granted, across users, until revoked", () => {
    const store = openSecureSiteStore(folder())
    const { user } = store.ensureUser("d@example.com")
    const permission = { context: `0x${"ab".repeat(32)}`, chainId: 1, address: user.address, request: { expiry: 1 } } as const
    store.grantPermission("d@example.com", permission)
    expect(store.permissionsGrantedBy(user.address.toLowerCase())).toEqual([permission])
    expect(store.revokePermission("d@example.com", permission.context.toUpperCase().replace("0X", "0x"))).toBe(true)
    expect(store.permissionsGrantedBy(user.address)).toEqual([])
    expect(store.revokePermission("d@example.com", permission.context)).toBe(false)
  })

  it("a damaged file is reported, never overwritten", () => {
    const dir = folder()
    writeFileSync(join(dir, STORE_FILE_NAME), "{ not json")
    const store = openSecureSiteStore(dir)
    expect(() => store.ensureUser("b@example.com")).toThrow(SyntaxError)
  })
})
