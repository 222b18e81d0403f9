/**
 * What the secure site keeps on disk (SPEC §6, WIRE §4.6): one private key per email, made at the
 * user's first login, the devices each user approved, and the login sessions by token, so a
 * restart keeps users and a reload of the frame keeps its login. One JSON file, rewritten whole on
 * every change (the stand-in has a handful of users).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { randomBytes } from "node:crypto"
import type { Hex } from "viem"
import { generatePrivateKey, privateKeyToAddress } from "viem/accounts"

export interface SiteUser {
  readonly email: string
  readonly privateKey: Hex
  readonly address: Hex
  /** Device ids (the site's `doorway_device` cookie) this user approved by email. */
  readonly devices: ReadonlyArray<string>
}

export interface SiteSession {
  readonly token: string
  readonly email: string
  /** The EVM chain the frame is on for this login. */
  readonly chainId: number
}

interface StoreFile {
  readonly users: ReadonlyArray<SiteUser>
  readonly sessions: ReadonlyArray<SiteSession>
}

export interface SecureSiteStore {
  readonly file: string
  readonly user: (email: string) => SiteUser | undefined
  /** The user of `email`, made with a new key when there is none; `created` says which. */
  readonly ensureUser: (email: string) => { readonly user: SiteUser; readonly created: boolean }
  readonly addDevice: (email: string, device: string) => void
  readonly session: (token: string) => SiteSession | undefined
  readonly openSession: (email: string, chainId: number) => SiteSession
  readonly setSessionChain: (token: string, chainId: number) => void
  readonly closeSession: (token: string) => void
}

export const STORE_FILE_NAME = "secure-site.json"

const normalEmail = (email: string) => email.trim().toLowerCase()

const readStore = (file: string): StoreFile => {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<StoreFile>
    return { users: parsed.users ?? [], sessions: parsed.sessions ?? [] }
  } catch {
    return { users: [], sessions: [] }
  }
}

/** Opens (or starts) the store in `dataDir`. */
export const openSecureSiteStore = (dataDir: string): SecureSiteStore => {
  const file = join(dataDir, STORE_FILE_NAME)
  const loaded = readStore(file)
  const users = new Map(loaded.users.map((user) => [user.email, user]))
  const sessions = new Map(loaded.sessions.map((session) => [session.token, session]))

  const save = () => {
    mkdirSync(dirname(file), { recursive: true })
    const body: StoreFile = { users: [...users.values()], sessions: [...sessions.values()] }
    // Written beside and renamed, so a crash never leaves half a file.
    writeFileSync(`${file}.tmp`, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 })
    renameSync(`${file}.tmp`, file)
  }

  return {
    file,
    user: (email) => users.get(normalEmail(email)),
    ensureUser: (email) => {
      const key = normalEmail(email)
      const existing = users.get(key)
      if (existing !== undefined) return { user: existing, created: false }
      const privateKey = generatePrivateKey()
      const user: SiteUser = { email: key, privateKey, address: privateKeyToAddress(privateKey), devices: [] }
      users.set(key, user)
      save()
      return { user, created: true }
    },
    addDevice: (email, device) => {
      const user = users.get(normalEmail(email))
      if (user === undefined || user.devices.includes(device)) return
      users.set(user.email, { ...user, devices: [...user.devices, device] })
      save()
    },
    session: (token) => sessions.get(token),
    openSession: (email, chainId) => {
      const session: SiteSession = { token: randomBytes(24).toString("base64url"), email: normalEmail(email), chainId }
      sessions.set(session.token, session)
      save()
      return session
    },
    setSessionChain: (token, chainId) => {
      const session = sessions.get(token)
      if (session === undefined || session.chainId === chainId) return
      sessions.set(token, { ...session, chainId })
      save()
    },
    closeSession: (token) => {
      if (sessions.delete(token)) save()
    }
  }
}
