/**
 * The secure site's frame page (WIRE §4.1–§4.5): says READY to its parent, then forwards each
 * `@w3m-app/…` event from the parent to the site's server and posts the `_SUCCESS` / `_ERROR`
 * reply back to the parent's exact origin. Events from an origin the project does not allow get
 * 'Unauthorized: origin not allowed'. NOT SAFE RPC requests wait for Approve in this page; a
 * trusted click on it gets a one-time approval from the site for that exact request, which the
 * site checks before it signs or sends (approvals/).
 * The session is the site's HttpOnly cookie (siteCookies.ts): neither the host page nor this
 * script ever holds its token (WIRE §4.8). Opened outside a frame it serves no one and says
 * 'W3mFrame: parent is not set' (SPEC §8).
 */
import { Option, Schema } from "effect"
import { FrameParentNotSet } from "../../../core/errors/EmbeddedWalletErrors.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { AppEvent } from "../../../schemas/AppEvent.js"
import { APP_EVENT_PREFIX } from "../../../schemas/FrameMessages.js"
import { isOriginAllowed, ORIGIN_NOT_ALLOWED } from "../allowedOrigins.js"
import { needsApproval } from "../rpcMethods.js"
import { isSolanaRequest, SOLANA_NAMESPACE } from "../solana/SiteSolanaCluster.js"
import { askApproval } from "./approvalPanel.js"
import { FRAME_APPROVAL_PATH, FRAME_CONFIG_ELEMENT_ID, FRAME_EVENT_PATH, type FrameConfig } from "./FrameConfig.js"

const USER_REJECTED = { code: 4001, message: "User rejected the request." }

const config = JSON.parse(document.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent ?? "{}") as FrameConfig
const root = document.getElementById("approval-root") ?? document.body

/** The host page's origin: Chromium and WebKit say it; others leave the referrer. */
const parentOrigin: string | undefined =
  location.ancestorOrigins?.[0] ?? (document.referrer === "" ? undefined : new URL(document.referrer).origin)

let dappName: string | undefined
/** Aborts the approval on screen (RPC_ABORT), and each request waits for the one before. */
let approvals: Promise<unknown> = Promise.resolve()
const aborters = new Set<AbortController>()
/** The events sent on to the site and not answered yet, by id: RPC_ABORT with that id ends one. */
const forwarding = new Map<string, AbortController>()

const log = (...values: ReadonlyArray<unknown>) => {
  if (config.enableLogger) console.info("[secure-site]", ...values)
}

const decodeEvent = Schema.decodeUnknownOption(AppEvent, { onExcessProperty: "ignore" })

interface ForwardAnswer {
  readonly reply: { readonly type: string; readonly id?: string; readonly payload?: unknown }
}

const postToParent = (message: unknown) => {
  if (parentOrigin !== undefined) window.parent.postMessage(message, parentOrigin)
}

/** The `message` of a failed answer's JSON body, else the generic HTTP client's words (SPEC §7). */
const failureMessageOf = async (response: Response): Promise<string> => {
  const body: unknown = await response.json().catch(() => undefined)
  return typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
    ? body.message
    : `HTTP status code: ${response.status}`
}

const postJson = (path: string, body: object, signal?: AbortSignal) =>
  fetch(path, {
    method: "POST",
    signal,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ projectId: config.projectId, ...body })
  })

const forward = async (origin: string, event: unknown, approval: string | undefined, signal?: AbortSignal): Promise<ForwardAnswer | undefined> => {
  const response = await postJson(FRAME_EVENT_PATH, { origins: [origin, parentOrigin], approval, event }, signal)
  if (response.status === 204) return undefined
  // A failing site answers the app with its error reply, as a frame whose backend fails does, never with silence.
  if (!response.ok) throw new Error(await failureMessageOf(response))
  return (await response.json()) as ForwardAnswer
}

/** The site's one-time approval for `event`, asked for only after a trusted click on Approve. */
const approvalFor = async (origin: string, event: unknown, signal: AbortSignal): Promise<string> => {
  const response = await postJson(FRAME_APPROVAL_PATH, { origins: [origin, parentOrigin], event }, signal)
  if (!response.ok) throw new Error(await failureMessageOf(response))
  return ((await response.json()) as { approval: string }).approval
}

/** SYNC_THEME: the mode, and the modal's background and accent, so the approval sits in the modal as part of it. */
const applyTheme = (event: AppEvent) => {
  if (event.type === "@w3m-app/SYNC_THEME") {
    const root = document.documentElement
    if (event.payload.themeMode !== undefined) root.dataset["theme"] = event.payload.themeMode
    const colours = event.payload.w3mThemeVariables ?? {}
    for (const [name, property] of [["--w3m-background", "--frame-bg"], ["--w3m-accent", "--frame-accent"]] as const) {
      const colour = colours[name]
      if (colour !== undefined && CSS.supports("color", colour)) root.style.setProperty(property, colour)
    }
  }
  if (event.type === "@w3m-app/SYNC_DAPP_DATA") dappName = event.payload.metadata?.name
}

/** Shows a NOT SAFE request (WIRE §4.5) after those before it, and waits for Approve, Reject or RPC_ABORT. */
const approval = (event: AppEvent, origin: string): Promise<"approved" | "rejected" | "aborted"> => {
  if (event.type !== "@w3m-app/RPC_REQUEST") return Promise.resolve("approved")
  const payload = event.payload
  const solana = isSolanaRequest(payload)
  const namespace = solana ? SOLANA_NAMESPACE : "eip155"
  const chainId = payload.chainId !== undefined ? String(payload.chainId) : solana ? (config.solanaChains?.[0] ?? SOLANA_NAMESPACE) : config.chainId
  const aborter = new AbortController()
  aborters.add(aborter)
  const asked = approvals.then(() =>
    askApproval(
      root,
      {
        request: { method: payload.method, params: "params" in payload ? payload.params : undefined, chainId: chainId.includes(":") ? chainId : `${namespace}:${chainId}` },
        chains: config.chains,
        solanaChains: config.solanaChains ?? [],
        from: dappName === undefined ? origin : `${dappName} (${origin})`
      },
      aborter.signal
    )
  )
  approvals = asked.finally(() => aborters.delete(aborter))
  return asked
}

const onMessage = async (message: MessageEvent) => {
  if (message.source !== window.parent) return
  const data: unknown = message.data
  const type = typeof data === "object" && data !== null ? (data as { type?: unknown }).type : undefined
  if (typeof type !== "string" || !type.startsWith(APP_EVENT_PREFIX)) return
  const name = type.slice(APP_EVENT_PREFIX.length)
  const id = (data as { id?: unknown }).id
  const fail = (payload: { readonly message: string; readonly code?: number }, to: string) => {
    // An opaque sender ("null") cannot be answered by origin.
    if (to !== "null") window.parent.postMessage({ type: `@w3m-frame/${name}_ERROR`, id, payload }, to)
  }

  const allowed = (origin: string | undefined) => origin !== undefined && isOriginAllowed(config.allowedOrigins, origin)
  if (!allowed(message.origin) || !allowed(parentOrigin) || message.origin !== parentOrigin) {
    log("refused an event from", message.origin)
    fail({ code: 4100, message: ORIGIN_NOT_ALLOWED }, message.origin)
    return
  }
  if (name === "RPC_ABORT") {
    // An abort with the id of a request under way (an abandoned login's long-poll) ends that
    // request and its connection, unanswered; any other ends the approval on screen.
    const underWay = typeof id === "string" ? forwarding.get(id) : undefined
    if (underWay !== undefined) underWay.abort()
    else for (const aborter of aborters) aborter.abort()
    return
  }
  const decoded = decodeEvent(data)
  let clickedApprove = false
  if (Option.isSome(decoded)) {
    applyTheme(decoded.value)
    const payload = decoded.value.type === "@w3m-app/RPC_REQUEST" ? decoded.value.payload : undefined
    if (payload !== undefined && needsApproval(payload.method)) {
      const answer = await approval(decoded.value, message.origin)
      if (answer === "aborted") return
      if (answer === "rejected") {
        fail(USER_REJECTED, message.origin)
        return
      }
      clickedApprove = true
    }
  }
  const request = new AbortController()
  if (typeof id === "string") forwarding.set(id, request)
  try {
    const approvalId = clickedApprove ? await approvalFor(message.origin, data, request.signal) : undefined
    const answer = await forward(message.origin, data, approvalId, request.signal)
    if (answer === undefined) return
    postToParent(answer.reply)
  } catch (error) {
    if (!request.signal.aborted) fail({ message: error instanceof Error ? error.message : "An error occurred" }, message.origin)
  } finally {
    if (typeof id === "string" && forwarding.get(id) === request) forwarding.delete(id)
  }
}

if (window.parent === window) {
  // Opened as a page of its own: there is no app to answer, and nothing here acts on messages.
  const notice = document.createElement("p")
  notice.setAttribute("role", "alert")
  notice.textContent = messageOf(new FrameParentNotSet())
  root.replaceChildren(notice)
} else {
  window.addEventListener("message", (message) => void onMessage(message))
  postToParent({ type: "@w3m-frame/READY", payload: { version: config.version } })
  log("ready for", parentOrigin)
}
