/**
 * What the frame page does, in Node: forwards app events to the secure site's server with the
 * host origin, and the browser's cookies of the site (device and session) as it keeps them (one
 * client = one browser's cookie jar), its requests saying the site's own origin as the frame
 * page's do. `token` is the session cookie's value. `approved` is the click on Approve: the
 * site's one-time approval for the request is asked for first and sent with it.
 */
import type { Mail } from "../../../devnet/secure-site/Mailbox.js"
import { SESSION_COOKIE } from "../../../devnet/secure-site/siteCookies.js"

export interface Reply {
  readonly type: string
  readonly id?: string
  readonly payload?: unknown
}

export interface SendOptions {
  readonly approved?: boolean
  /** An approval id sent as it is (a replayed or made-up one). */
  readonly approval?: string
  readonly origin?: string
}

export interface FrameClient {
  readonly send: (name: string, payload?: unknown, options?: SendOptions) => Promise<Reply>
  /** Asks the site for a one-time approval of this RPC_REQUEST payload, as the frame does on Approve. */
  readonly approve: (payload: unknown, options?: { readonly origin?: string }) => Promise<{ readonly status: number; readonly approval?: string; readonly message?: string }>
  token: string | undefined
}

let nextId = 0

export const frameClient = (siteUrl: string, projectId: string, hostOrigin = "http://127.0.0.1:7770"): FrameClient => {
  const jar = new Map<string, string>()
  const keep = (setCookie: string) => {
    const [pair = "", ...attributes] = setCookie.split(";").map((part) => part.trim())
    const [key = "", ...value] = pair.split("=")
    if (attributes.some((attribute) => attribute.toLowerCase() === "max-age=0")) jar.delete(key)
    else jar.set(key, value.join("="))
  }
  const cookieHeader = (): Record<string, string> =>
    jar.size === 0 ? {} : { cookie: [...jar].map(([key, value]) => `${key}=${value}`).join("; ") }
  const post = (path: string, body: unknown) =>
    fetch(`${siteUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: siteUrl, "sec-fetch-site": "same-origin", ...cookieHeader() },
      body: JSON.stringify(body)
    })
  const client: FrameClient = {
    get token() {
      return jar.get(SESSION_COOKIE)
    },
    set token(token: string | undefined) {
      if (token === undefined) jar.delete(SESSION_COOKIE)
      else jar.set(SESSION_COOKIE, token)
    },
    approve: async (payload, options = {}) => {
      const origin = options.origin ?? hostOrigin
      const event = { type: "@w3m-app/RPC_REQUEST", id: `req${++nextId}`, payload }
      const response = await post("/frame/approval", { projectId, origins: [origin, origin], event })
      const body = (await response.json()) as { approval?: string; message?: string }
      return { status: response.status, ...body }
    },
    send: async (name, payload, options = {}) => {
      const origin = options.origin ?? hostOrigin
      const id = `req${++nextId}`
      const event = { type: `@w3m-app/${name}`, id, ...(payload === undefined ? {} : { payload }) }
      let approval = options.approval
      if (options.approved === true) {
        const granted = await client.approve(payload, { origin })
        if (granted.approval === undefined) throw new Error(`no approval: ${granted.status} ${granted.message}`)
        approval = granted.approval
      }
      const response = await post("/frame/event", { projectId, origins: [origin, origin], approval, event })
      response.headers.getSetCookie().forEach(keep)
      const body = (await response.json()) as { reply: Reply }
      if (body.reply.id !== id) throw new Error(`reply ${body.reply.id} does not echo ${id}`)
      return body.reply
    }
  }
  return client
}

export const mailsTo = async (siteUrl: string, email: string): Promise<ReadonlyArray<Mail>> => {
  const response = await fetch(`${siteUrl}/mailbox.json?to=${encodeURIComponent(email)}`)
  return ((await response.json()) as { mails: ReadonlyArray<Mail> }).mails
}

/** The newest code mailed to `email`. */
export const latestCode = async (siteUrl: string, email: string): Promise<string> => {
  const mail = (await mailsTo(siteUrl, email)).find((entry) => entry.kind === "otp")
  if (mail?.code === undefined) throw new Error(`no code mailed to ${email}`)
  return mail.code
}

/** Opens the newest device-approval link mailed to `email`. */
export const openApprovalLink = async (siteUrl: string, email: string): Promise<Response> => {
  const mail = (await mailsTo(siteUrl, email)).find((entry) => entry.kind === "device-approval")
  if (mail?.link === undefined) throw new Error(`no approval link mailed to ${email}`)
  return fetch(mail.link)
}

/** A first login: email, device approval by link, code from the mailbox. */
export const logIn = async (client: FrameClient, siteUrl: string, email: string): Promise<void> => {
  const connect = await client.send("CONNECT_EMAIL", { email })
  const action = (connect.payload as { action: string }).action
  if (action === "VERIFY_DEVICE") {
    const device = client.send("CONNECT_DEVICE")
    await openApprovalLink(siteUrl, email)
    await device
  }
  if (action !== "CONNECT") {
    const otp = await client.send("CONNECT_OTP", { otp: await latestCode(siteUrl, email) })
    if (otp.type !== "@w3m-frame/CONNECT_OTP_SUCCESS") throw new Error(JSON.stringify(otp))
  }
}
