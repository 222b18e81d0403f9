/**
 * What the secure site keeps on disk (SPEC §6, WIRE §4.6): one private key per email, or per
 * social or Farcaster account (WIRE §4.7), made at the user's first login, the devices each user
 * approved, the account type it prefers and the ERC-7715 permissions it granted, and the login
 * sessions by token, so a restart keeps users and a reload of the frame keeps its login. One JSON file, read on every
 * access and rewritten whole on every change (the stand-in has a handful of users), so two local
 * stacks on the same folder see each other's users.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { randomBytes } from "node:crypto"
import type { Hex } from "viem"
import { generatePrivateKey, privateKeyToAddress } from "viem/accounts"

/** Who a social or Farcaster user is at their provider. */
export interface SocialIdentity {
  /** `google`, `github`, `apple`, `facebook`, `x`, `discord` or `farcaster`. */
  readonly provider: string
  /** The account name as the provider gave it at the first login. */
  readonly userName: string
}

/** The embedded wallet's EVM account types (SPEC §6): the user's key, or its smart account. */
export type SiteAccountType = "eoa" | "smartAccount"

/** An ERC-7715 permission the user granted with wallet_grantPermissions, until it revokes it. */
export interface GrantedPermission {
  /** The id the grant answered (`permissionsContext`): revoking names it. */
  readonly context: Hex
  readonly chainId: number
  /** The account that granted it. */
  readonly address: Hex
  /** The request as the app sent it (signer, permissions, policies, expiry). */
  readonly request: Readonly<Record<string, unknown>>
}

export interface SiteUser {
  /**
   * The login's key: the email address, or for a social or Farcaster user
   * {@link socialUserKey}, which has no `@` and so is never an address.
   */
  readonly email: string
  readonly social?: SocialIdentity
  /**
   * The address a social or Farcaster user gave with UPDATE_EMAIL (WIRE §4.6): GET_USER reports
   * it, and an email login with it opens this user.
   */
  readonly linkedEmail?: string
  readonly privateKey: Hex
  readonly address: Hex
  /** Device ids (the site's `doorway_device` cookie) this user approved by email. */
  readonly devices: ReadonlyArray<string>
  /**
   * The account type last asked for (GET_USER, SET_PREFERRED_ACCOUNT); none until one is, when
   * the chain's default acts (smartAccount where it has account abstraction, SPEC §6).
   */
  readonly preferredAccountType?: SiteAccountType
  readonly permissions?: ReadonlyArray<GrantedPermission>
}

export interface SiteSession {
  readonly token: string
  readonly email: string
  /** The EVM chain the frame is on for this login. */
  readonly chainId: number
  /** The Solana chain (CAIP-2) it is on, once one was asked for: kept apart so the EVM chain stays. */
  readonly solanaChainId?: string
}

interface StoreFile {
  readonly users: ReadonlyArray<SiteUser>
  readonly sessions: ReadonlyArray<SiteSession>
}

export interface SecureSiteStore {
  readonly file: string
  readonly user: (email: string) => SiteUser | undefined
  /** The user of `email` (a login's key), made with a new key when there is none; `created` says which. */
  readonly ensureUser: (email: string, social?: SocialIdentity) => { readonly user: SiteUser; readonly created: boolean }
  readonly addDevice: (email: string, device: string) => void
  /**
   * Gives the user of `userKey` the address `email` (UPDATE_EMAIL, WIRE §4.6): an email user is
   * known by it from now on, its old address by nobody; a social user keeps its key and links it.
   * The key, devices and open sessions stay the user's. Undefined, and nothing changed, when the
   * user is gone or another user has the address.
   */
  readonly changeEmail: (userKey: string, email: string) => SiteUser | undefined
  readonly setPreferredAccountType: (userKey: string, type: SiteAccountType) => void
  readonly grantPermission: (userKey: string, permission: GrantedPermission) => void
  /** Removes the permission granted as `context`; false when the user has none such. */
  readonly revokePermission: (userKey: string, context: string) => boolean
  /** The permissions `address` (a user's key or smart account) granted and did not revoke, on every chain. */
  readonly permissionsGrantedBy: (address: string) => ReadonlyArray<GrantedPermission>
  readonly session: (token: string) => SiteSession | undefined
  readonly openSession: (email: string, chainId: number) => SiteSession
  readonly setSessionChain: (token: string, chainId: number) => void
  readonly setSessionSolanaChain: (token: string, chainId: string) => void
  readonly closeSession: (token: string) => void
}

export const STORE_FILE_NAME = "secure-site.json"

const normalEmail = (email: string) => email.trim().toLowerCase()

/** The key of a provider's account (`sub` at an OAuth provider, the fid at Farcaster). */
export const socialUserKey = (provider: string, accountId: string): string => `${provider}:${accountId}`.toLowerCase()

/** The user's email; for a social or Farcaster user the one it linked, else null (WIRE §4.4 `email?: string | null`). */
export const emailOf = (user: SiteUser): string | null => (user.social === undefined ? user.email : (user.linkedEmail ?? null))

/** The user an address logs in: the email user it is the key of, or the social user that linked it. */
const holderOf = (users: ReadonlyMap<string, SiteUser>, address: string): SiteUser | undefined =>
  users.get(address) ?? [...users.values()].find((user) => user.linkedEmail === address)

/** The file's contents; none yet is an empty store, a damaged file an error (never overwritten). */
const readStore = (file: string): StoreFile => {
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { users: [], sessions: [] }
    throw error
  }
  const parsed = JSON.parse(text) as Partial<StoreFile>
  return { users: parsed.users ?? [], sessions: parsed.sessions ?? [] }
}

/** Opens (or starts) the store in `dataDir`. */
export const openSecureSiteStore = (dataDir: string): SecureSiteStore => {
  const file = join(dataDir, STORE_FILE_NAME)

  const update = (change: (users: Map<string, SiteUser>, sessions: Map<string, SiteSession>) => boolean) => {
    const current = readStore(file)
    const users = new Map(current.users.map((user) => [user.email, user]))
    const sessions = new Map(current.sessions.map((session) => [session.token, session]))
    if (!change(users, sessions)) return
    mkdirSync(dirname(file), { recursive: true })
    const body: StoreFile = { users: [...users.values()], sessions: [...sessions.values()] }
    // Written beside and renamed, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 })
    renameSync(temporary, file)
  }
  const user = (email: string) => holderOf(new Map(readStore(file).users.map((entry) => [entry.email, entry])), normalEmail(email))
  const session = (token: string) => readStore(file).sessions.find((entry) => entry.token === token)

  return {
    file,
    user,
    ensureUser: (email, social) => {
      const key = normalEmail(email)
      let result: { readonly user: SiteUser; readonly created: boolean } | undefined
      update((users) => {
        const existing = holderOf(users, key)
        if (existing !== undefined) {
          result = { user: existing, created: false }
          return false
        }
        const privateKey = generatePrivateKey()
        const made: SiteUser = { email: key, ...(social === undefined ? {} : { social }), privateKey, address: privateKeyToAddress(privateKey), devices: [] }
        users.set(key, made)
        result = { user: made, created: true }
        return true
      })
      if (result === undefined) throw new Error(`no user for ${key}`)
      return result
    },
    addDevice: (email, device) =>
      update((users) => {
        const known = holderOf(users, normalEmail(email))
        if (known === undefined || known.devices.includes(device)) return false
        users.set(known.email, { ...known, devices: [...known.devices, device] })
        return true
      }),
    changeEmail: (userKey, email) => {
      const address = normalEmail(email)
      let changed: SiteUser | undefined
      update((users, sessions) => {
        const known = users.get(userKey)
        const holder = holderOf(users, address)
        if (known === undefined || (holder !== undefined && holder.email !== known.email)) return false
        const before = emailOf(known)
        const next: SiteUser = known.social === undefined ? { ...known, email: address } : { ...known, linkedEmail: address }
        users.delete(known.email)
        users.set(next.email, next)
        // The sessions of the user's logins, by its key or its old address, go on as the user's.
        for (const [token, entry] of sessions) {
          if (entry.email === known.email || entry.email === before) sessions.set(token, { ...entry, email: next.email })
        }
        changed = next
        return true
      })
      return changed
    },
    setPreferredAccountType: (userKey, type) =>
      update((users) => {
        const known = holderOf(users, userKey)
        if (known === undefined || known.preferredAccountType === type) return false
        users.set(known.email, { ...known, preferredAccountType: type })
        return true
      }),
    grantPermission: (userKey, permission) =>
      update((users) => {
        const known = holderOf(users, userKey)
        if (known === undefined) return false
        users.set(known.email, { ...known, permissions: [...(known.permissions ?? []), permission] })
        return true
      }),
    revokePermission: (userKey, context) => {
      let revoked = false
      update((users) => {
        const known = holderOf(users, userKey)
        const kept = (known?.permissions ?? []).filter((permission) => permission.context.toLowerCase() !== context.toLowerCase())
        if (known === undefined || kept.length === (known.permissions ?? []).length) return false
        users.set(known.email, { ...known, permissions: kept })
        revoked = true
        return true
      })
      return revoked
    },
    permissionsGrantedBy: (address) =>
      readStore(file).users.flatMap((entry) =>
        (entry.permissions ?? []).filter((permission) => permission.address.toLowerCase() === address.toLowerCase())
      ),
    session,
    openSession: (email, chainId) => {
      const opened: SiteSession = { token: randomBytes(24).toString("base64url"), email: normalEmail(email), chainId }
      update((_, sessions) => {
        sessions.set(opened.token, opened)
        return true
      })
      return opened
    },
    setSessionChain: (token, chainId) =>
      update((_, sessions) => {
        const known = sessions.get(token)
        if (known === undefined || known.chainId === chainId) return false
        sessions.set(token, { ...known, chainId })
        return true
      }),
    setSessionSolanaChain: (token, solanaChainId) =>
      update((_, sessions) => {
        const known = sessions.get(token)
        if (known === undefined || known.solanaChainId === solanaChainId) return false
        sessions.set(token, { ...known, solanaChainId })
        return true
      }),
    closeSession: (token) => update((_, sessions) => sessions.delete(token))
  }
}
