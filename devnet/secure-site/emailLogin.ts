/**
 * Email login (WIRE §4.6, SPEC §4): CONNECT_EMAIL answers CONNECT when the frame's session is
 * already this user's, VERIFY_OTP on a device the user approved before (a code goes to the
 * mailbox), VERIFY_DEVICE otherwise (an approval link goes to the mailbox; CONNECT_DEVICE resolves
 * when it is opened, and then the code is sent). CONNECT_OTP with the code opens a session; a
 * first login makes the user's key; every login funds it where the chains do not know it yet.
 * The site's own limits (limits/loginLimits.ts) hold whatever the page does: the address's length,
 * one mail per address every 30 s, locks after wrong codes, and codes that expire. In test mode
 * (testMode.ts) the code is the test's and the device step is skipped; the limits hold the same.
 */
import { randomBytes, randomInt } from "node:crypto"
import { awaitApproval, makeDeviceApproval } from "./deviceApproval.js"
import type { Mailbox } from "./Mailbox.js"
import type { SecureSiteStore, SiteSession, SiteUser } from "./SecureSiteStore.js"
import { checkAddressLength } from "./limits/checkAddressLength.js"
import { CODE_LIFETIME_MS } from "./limits/loginLimits.js"
import { codeExpired } from "./limits/LoginRefusal.js"
import { makeLoginLimiter, type LoginLimiter } from "./limits/makeLoginLimiter.js"
import { SiteError } from "./SiteError.js"

export type ConnectEmailAction = "VERIFY_DEVICE" | "VERIFY_OTP" | "CONNECT"

interface PendingLogin {
  readonly email: string
  readonly device: string
  stage: "device" | "otp"
  code: string | undefined
  /** When the code was mailed, on the site's clock. */
  codeSentAt: number
  readonly approvalId: string
  readonly approved: Promise<void>
  readonly approve: () => void
  /** Ends the device wait (CONNECT_DEVICE fails with `reason`). */
  readonly end: (reason: SiteError) => void
}

export interface EmailLogin {
  readonly connectEmail: (device: string, email: string, session: SiteSession | undefined) => ConnectEmailAction
  /**
   * Resolves once the device's approval link is opened; fails when `signal` aborts (the frame
   * aborted the request or its connection closed) or a newer login of the browser replaced it.
   */
  readonly connectDevice: (device: string, signal?: AbortSignal) => Promise<void>
  readonly connectOtp: (device: string, otp: string, chainId: number) => Promise<SiteSession>
  /** Opens an approval link; false when it names no waiting login. */
  readonly approveDevice: (approvalId: string) => boolean
}

export interface EmailLoginDeps {
  readonly store: SecureSiteStore
  readonly mailbox: Mailbox
  /** The site's base URL, for the approval links. */
  readonly siteUrl: () => string
  /** Funds a user's address on the local chains where it has nothing yet. */
  readonly fund: (user: SiteUser) => Promise<void>
  /** The site's clock in epoch ms; Date.now unless a test sets it. */
  readonly now?: () => number
  /** The limits' counts, shared with the email update (emailUpdate.ts); a limiter of its own on `now` when absent. */
  readonly limits?: LoginLimiter
  /**
   * Test mode's code (testMode.ts): every code mailed is this one and every device counts as
   * approved. Absent (the default), each code is a new random one.
   */
  readonly testLoginCode?: string
}

const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, "0")

export const makeEmailLogin = ({ store, mailbox, siteUrl, fund, now = Date.now, limits = makeLoginLimiter(now), testLoginCode }: EmailLoginDeps): EmailLogin => {
  const pending = new Map<string, PendingLogin>()

  const mailCode = (login: PendingLogin) => {
    if (login.code !== undefined) mailbox.send({ to: login.email, kind: "otp", subject: `Your login code is ${login.code}`, code: login.code })
  }

  const mailApprovalLink = (login: PendingLogin) => {
    const link = new URL("/device/approve", siteUrl())
    link.searchParams.set("id", login.approvalId)
    mailbox.send({ to: login.email, kind: "device-approval", subject: "Approve this device to log in", link: link.href })
  }

  const sendCode = (login: PendingLogin) => {
    login.stage = "otp"
    login.code = testLoginCode ?? sixDigits()
    login.codeSentAt = now()
    mailCode(login)
  }

  const pendingOf = (device: string): PendingLogin => {
    const login = pending.get(device)
    if (login === undefined) throw new SiteError("No email login in progress")
    return login
  }

  return {
    connectEmail: (device, rawEmail, session) => {
      const email = rawEmail.trim().toLowerCase()
      if (session !== undefined && session.email === email) return "CONNECT"
      checkAddressLength(email)
      limits.mailing(device, email)
      const ongoing = pending.get(device)
      // The same address again in this browser (Resend, WIRE §4.6): the login under way goes on,
      // and the mail of its step goes again: the approval link, or the code (the one mailed before
      // while it lives, so a code already received stays good).
      if (ongoing !== undefined && ongoing.email === email) {
        if (ongoing.stage === "otp") {
          if (ongoing.code !== undefined && now() - ongoing.codeSentAt < CODE_LIFETIME_MS) mailCode(ongoing)
          else sendCode(ongoing)
          return "VERIFY_OTP"
        }
        mailApprovalLink(ongoing)
        return "VERIFY_DEVICE"
      }
      // Another address: the login before is over, and its device wait ends with it.
      ongoing?.end(new SiteError("A newer login replaced this one"))
      const { approved, approve, end } = makeDeviceApproval()
      const login: PendingLogin = {
        email,
        device,
        stage: "device",
        code: undefined,
        codeSentAt: 0,
        approvalId: randomBytes(16).toString("base64url"),
        approved,
        approve,
        end
      }
      pending.set(device, login)
      if (testLoginCode !== undefined || store.user(email)?.devices.includes(device) === true) {
        sendCode(login)
        return "VERIFY_OTP"
      }
      mailApprovalLink(login)
      return "VERIFY_DEVICE"
    },
    connectDevice: async (device, signal) => {
      const login = pendingOf(device)
      if (login.stage !== "device") return
      await awaitApproval(login.approved, signal)
    },
    connectOtp: async (device, otp, chainId) => {
      const login = pendingOf(device)
      limits.tryingCode(device, login.email)
      if (login.stage !== "otp" || login.code === undefined) throw new SiteError("The device is not approved yet")
      if (now() - login.codeSentAt >= CODE_LIFETIME_MS) throw codeExpired()
      if (otp.trim() !== login.code) {
        const locked = limits.wrongCode(device, login.email)
        if (locked === undefined) throw new SiteError("Invalid code")
        // A lock voids the code: once it ends, the code is refused as expired and a new one must be asked for.
        login.codeSentAt = Number.NEGATIVE_INFINITY
        throw locked
      }
      pending.delete(device)
      limits.loggedIn(device, login.email)
      const { user } = store.ensureUser(login.email)
      await fund(user)
      store.addDevice(login.email, device)
      return store.openSession(login.email, chainId)
    },
    approveDevice: (approvalId) => {
      const login = [...pending.values()].find((entry) => entry.approvalId === approvalId && entry.stage === "device")
      if (login === undefined) return false
      sendCode(login)
      login.approve()
      return true
    }
  }
}
