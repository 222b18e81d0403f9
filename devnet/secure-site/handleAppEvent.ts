/**
 * The server side of the frame protocol (WIRE §4.3–§4.6): one `@w3m-app/…` event in, its
 * `_SUCCESS` or `_ERROR` reply out, echoing the id. The frame page forwards each event it gets
 * with the origins it came from and, for a NOT SAFE request, the one-time approval the site issued
 * on the click on Approve (approvals/); the session token comes from the site's HttpOnly cookie
 * (siteCookies.ts).
 */
import { Either, Option, ParseResult, Schema } from "effect"
import { AppEvent } from "../../schemas/AppEvent.js"
import { APP_EVENT_PREFIX } from "../../schemas/FrameMessages.js"
import type { SiwxMessage } from "../../schemas/Siwx.js"
import { UNAUTHORIZED, UNSUPPORTED_METHOD } from "../wallet/ProviderRpcError.js"
import { isOriginAllowed, ORIGIN_NOT_ALLOWED } from "./allowedOrigins.js"
import { approvalBinding } from "./approvals/approvalBinding.js"
import type { ApprovalGrants } from "./approvals/approvalGrants.js"
import type { EmailLogin } from "./emailLogin.js"
import type { EmailUpdate } from "./emailUpdate.js"
import { LoginRefusal } from "./limits/LoginRefusal.js"
import { overlongAddressRefusal } from "./limits/overlongAddress.js"
import { isSupportedMethod, needsApproval } from "./rpcMethods.js"
import { emailOf, type SecureSiteStore, type SiteSession, type SiteUser } from "./SecureSiteStore.js"
import type { SiteChain } from "./SiteChain.js"
import { evmChainIdOf } from "./SiteChain.js"
import { NOT_LOGGED_IN, SiteError } from "./SiteError.js"
import { signSiwx } from "./signSiwx.js"
import { BundlerRequestEvent } from "./smartAccount/bundlerRequestEvent.js"
import { siteAccountTypeOf, siwxSignerOf, userAccountFields } from "./smartAccount/userAccountFields.js"
import type { SocialEvents } from "./social/socialEvents.js"
import type { SiteSolana } from "./solana/siteSolana.js"
import { isSolanaRequest } from "./solana/SiteSolanaCluster.js"
import { makeSolanaChains, solanaUserPayload } from "./solana/solanaEvents.js"
import { solanaKeyOf } from "./solana/solanaUserKey.js"
import type { UserWallets } from "./userWallet.js"

export interface FrameEventRequest {
  readonly projectId: string
  /** `event.origin` of the message, and the frame's `location.ancestorOrigins[0]` when known. */
  readonly origins: ReadonlyArray<string>
  /** The device cookie of the frame's browser. */
  readonly device: string
  readonly token: string | undefined
  /** The approval id the site issued for this request after a trusted click on Approve (approvals/). */
  readonly approval: string | undefined
  readonly event: unknown
  /** Aborts when the request is gone (the frame aborted it, or its connection closed). */
  readonly signal?: AbortSignal
}

export interface Reply {
  readonly type: string
  readonly id?: string | undefined
  readonly payload?: unknown
}

export interface FrameEventResponse {
  readonly reply: Reply
  /** The session token the frame holds from now on: a new one after login, null after sign-out. */
  readonly token?: string | null
}

export interface HandlerDeps {
  readonly store: SecureSiteStore
  readonly login: EmailLogin
  /** UPDATE_EMAIL and its two codes (emailUpdate.ts). */
  readonly emailUpdate: EmailUpdate
  readonly wallets: UserWallets
  readonly chains: ReadonlyArray<SiteChain>
  readonly allowedOrigins: (projectId: string) => Promise<ReadonlyArray<string>>
  /** Funds a user where the chains do not know it yet (a login kept from an earlier run). */
  readonly fund: (user: SiteUser) => Promise<void>
  readonly approvals: ApprovalGrants
  /** The local Solana cluster, when the site serves one (the auth connector's solana namespace). */
  readonly solana?: SiteSolana
  /** Social and Farcaster login (social/). */
  readonly social: SocialEvents
}

const frameType = (name: string, outcome: "SUCCESS" | "ERROR") => `@w3m-frame/${name}_${outcome}`

const envelopeOf = (event: unknown): { readonly name: string; readonly id: string | undefined } | undefined => {
  if (typeof event !== "object" || event === null) return undefined
  const { type, id } = event as { type?: unknown; id?: unknown }
  if (typeof type !== "string" || !type.startsWith(APP_EVENT_PREFIX)) return undefined
  return { name: type.slice(APP_EVENT_PREFIX.length), id: typeof id === "string" ? id : undefined }
}

const rpcMethodOf = (event: unknown): string | undefined => {
  const payload = (event as { payload?: unknown }).payload
  const method = typeof payload === "object" && payload !== null ? (payload as { method?: unknown }).method : undefined
  return typeof method === "string" ? method : undefined
}

const decodeEvent = Schema.decodeUnknownEither(AppEvent, { onExcessProperty: "ignore" })
const decodeBundlerRequest = Schema.decodeUnknownOption(BundlerRequestEvent, { onExcessProperty: "ignore" })

export const makeAppEventHandler = (deps: HandlerDeps) => {
  const { store, login, wallets, chains } = deps
  const { smartAccounts } = wallets
  const defaultChain = chains[0]?.chainId ?? 1
  const solanaChains = makeSolanaChains(deps.solana?.cluster)

  const supportedChain = (value: unknown): number => {
    const chainId = evmChainIdOf(value)
    if (chainId === undefined || !chains.some((chain) => chain.chainId === chainId)) {
      throw new SiteError(`Unsupported chain: ${String(value)}`, 4902)
    }
    return chainId
  }

  const sessionOf = (token: string | undefined): SiteSession | undefined => (token === undefined ? undefined : store.session(token))
  const requireSession = (token: string | undefined) => {
    const session = sessionOf(token)
    const user = session === undefined ? undefined : store.user(session.email)
    if (session === undefined || user === undefined) throw new SiteError(NOT_LOGGED_IN, UNAUTHORIZED)
    return { session, user }
  }

  /**
   * The EVM chain a new login's session starts on: the one asked for, checked before the login's
   * one-time result is used; the frame's current chain or the first one when a Solana chain (also
   * checked) or none is asked for.
   */
  const loginChainOf = (chainId: unknown, token: string | undefined): number => {
    if (chainId !== undefined && solanaChains.names(chainId)) solanaChains.supported(chainId)
    else if (chainId !== undefined) return supportedChain(chainId)
    return sessionOf(token)?.chainId ?? defaultChain
  }

  /**
   * GET_USER's answer for the session's user on `chainId` (the session's EVM chain when none), as
   * the account type asked for (kept as the user's preference, SPEC §4) or the one kept.
   */
  const userPayload = async (
    session: SiteSession,
    user: SiteUser,
    asked: {
      readonly chainId?: string | number | undefined
      readonly siwxMessage?: SiwxMessage | undefined
      readonly preferredAccountType?: string | undefined
    }
  ) => {
    if (solanaChains.names(asked.chainId)) {
      // The EVM chain stays as it is: the app asks for each namespace's account in turn.
      const solanaChainId = solanaChains.supported(asked.chainId)
      store.setSessionSolanaChain(session.token, solanaChainId)
      await deps.solana?.fund(solanaKeyOf(user).address)
      return await solanaUserPayload(user, solanaChainId, asked.siwxMessage)
    }
    const chainId = asked.chainId === undefined ? session.chainId : supportedChain(asked.chainId)
    store.setSessionChain(session.token, chainId)
    const preferred = siteAccountTypeOf(asked.preferredAccountType)
    if (preferred !== undefined) store.setPreferredAccountType(user.email, preferred)
    const current: SiteUser = preferred === undefined ? user : { ...user, preferredAccountType: preferred }
    await deps.fund(current)
    const siwx = asked.siwxMessage === undefined ? {} : await signSiwx(current, asked.siwxMessage, await siwxSignerOf(smartAccounts, current, chainId))
    return { email: emailOf(current), chainId, ...(await userAccountFields(smartAccounts, current, chainId)), ...siwx }
  }

  /** The success payload of a decoded event, and the token change it makes. */
  const answer = async (event: AppEvent, request: FrameEventRequest): Promise<{ payload?: unknown; token?: string | null }> => {
    switch (event.type) {
      case "@w3m-app/CONNECT_EMAIL":
        return { payload: { action: login.connectEmail(request.device, event.payload.email, sessionOf(request.token)) } }
      case "@w3m-app/CONNECT_DEVICE":
        await login.connectDevice(request.device, request.signal)
        return {}
      case "@w3m-app/CONNECT_OTP": {
        const current = sessionOf(request.token)
        const session = await login.connectOtp(request.device, event.payload.otp, current?.chainId ?? defaultChain)
        return { token: session.token }
      }
      case "@w3m-app/GET_USER": {
        const socialUri = event.payload?.socialUri
        if (socialUri === undefined) {
          const { session, user } = requireSession(request.token)
          return { payload: await userPayload(session, user, event.payload ?? {}) }
        }
        // A social login's result, as CONNECT_SOCIAL's `uri` (WIRE §4.3).
        const { session, user } = await deps.social.logIn(socialUri, request, loginChainOf(event.payload?.chainId, request.token))
        return { payload: await userPayload(session, user, event.payload ?? {}), token: session.token }
      }
      case "@w3m-app/GET_SOCIAL_REDIRECT_URI":
        return { payload: { uri: deps.social.redirectUri(event.payload.provider, request) } }
      case "@w3m-app/CONNECT_SOCIAL": {
        const { session, user, userName } = await deps.social.logIn(event.payload.uri, request, loginChainOf(event.payload.chainId, request.token))
        const { smartAccountDeployed: _, ...fields } = await userPayload(session, user, event.payload)
        return { payload: { ...fields, email: emailOf(user), userName }, token: session.token }
      }
      case "@w3m-app/GET_FARCASTER_URI":
        return { payload: { url: await deps.social.farcasterUri(request) } }
      case "@w3m-app/CONNECT_FARCASTER": {
        const { session, userName } = await deps.social.connectFarcaster(request, loginChainOf(undefined, request.token))
        return { payload: { userName }, token: session.token }
      }
      case "@w3m-app/IS_CONNECTED": {
        // Only the frame's own token counts: one a host page sends (WIRE §4.3 `{token}`) is not the frame's session.
        const session = sessionOf(request.token)
        return session === undefined ? { payload: { isConnected: false } } : { payload: { isConnected: true }, token: session.token }
      }
      case "@w3m-app/GET_CHAIN_ID":
        return { payload: { chainId: requireSession(request.token).session.chainId } }
      case "@w3m-app/SWITCH_NETWORK": {
        if (solanaChains.names(event.payload.chainId)) {
          const solanaChainId = solanaChains.supported(event.payload.chainId)
          if (request.token !== undefined) store.setSessionSolanaChain(request.token, solanaChainId)
          return { payload: { chainId: solanaChainId } }
        }
        const chainId = supportedChain(event.payload.chainId)
        if (request.token !== undefined) store.setSessionChain(request.token, chainId)
        return { payload: { chainId } }
      }
      case "@w3m-app/SIGN_OUT":
        if (request.token !== undefined) store.closeSession(request.token)
        return { token: null }
      case "@w3m-app/SYNC_THEME":
      case "@w3m-app/SYNC_DAPP_DATA":
      case "@w3m-app/RELOAD":
        return {}
      case "@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS":
        return { payload: { smartAccountEnabledNetworks: smartAccounts.enabledChainIds } }
      case "@w3m-app/SET_PREFERRED_ACCOUNT": {
        const { session, user } = requireSession(request.token)
        const type = siteAccountTypeOf(event.payload.type)
        if (type === undefined) throw new SiteError(`Unknown account type: ${event.payload.type}`, -32602)
        if (type === "smartAccount" && !smartAccounts.isEnabled(session.chainId)) {
          throw new SiteError(`Smart accounts are not enabled on chain ${session.chainId}`)
        }
        store.setPreferredAccountType(user.email, type)
        return { payload: { type, address: type === "smartAccount" ? await smartAccounts.addressOf(user, session.chainId) : user.address } }
      }
      case "@w3m-app/INIT_SMART_ACCOUNT": {
        // Deploys the account with a user operation that calls nothing; AppKit never sends it (WIRE §4.3).
        const { session, user } = requireSession(request.token)
        if (!smartAccounts.isEnabled(session.chainId)) throw new SiteError(`Smart accounts are not enabled on chain ${session.chainId}`)
        const address = await smartAccounts.addressOf(user, session.chainId)
        if (!(await smartAccounts.isDeployed(user, session.chainId))) {
          const receipt = await smartAccounts.waitForReceipt(session.chainId, await smartAccounts.send(user, session.chainId, []))
          if (!receipt.success) throw new SiteError("The smart account's deployment reverted")
        }
        return { payload: { address, smartAccountDeployed: true } }
      }
      case "@w3m-app/UPDATE_EMAIL": {
        const { session, user } = requireSession(request.token)
        return { payload: { action: deps.emailUpdate.updateEmail(request.device, session, user, event.payload.email) } }
      }
      case "@w3m-app/UPDATE_EMAIL_PRIMARY_OTP":
        deps.emailUpdate.confirmPrimary(request.device, requireSession(request.token).session, event.payload.otp)
        return {}
      case "@w3m-app/UPDATE_EMAIL_SECONDARY_OTP":
        return { payload: { newEmail: deps.emailUpdate.confirmSecondary(request.device, requireSession(request.token).session, event.payload.otp) } }
      case "@w3m-app/RPC_REQUEST": {
        const { session, user } = requireSession(request.token)
        const { method } = event.payload
        const params = "params" in event.payload ? event.payload.params : undefined
        if (needsApproval(method)) {
          const origin = request.origins[0] ?? ""
          deps.approvals.redeem(request.approval, approvalBinding({ session: session.token, origin, method, params, chainId: event.payload.chainId }))
        }
        if (isSolanaRequest(event.payload)) {
          const solanaChainId = event.payload.chainId === undefined ? solanaChains.current(session.solanaChainId) : solanaChains.supported(event.payload.chainId)
          const solanaWallets = deps.solana?.wallets
          if (solanaWallets === undefined) throw new SiteError(`Unsupported chain: ${solanaChainId}`, 4902)
          return { payload: await solanaWallets.request(user, { method, params, chainId: solanaChainId }) }
        }
        const chainId = event.payload.chainId === undefined ? session.chainId : supportedChain(event.payload.chainId)
        const requester = { projectId: request.projectId, origin: request.origins[0] ?? "" }
        return { payload: await wallets.request(user, { method, params, chainId, requester }) }
      }
      default:
        throw new SiteError(`${event.type.slice(APP_EVENT_PREFIX.length)} is not supported by this wallet`)
    }
  }

  /** A user-operation query (WIRE §4.5 SAFE), answered by the session's chain's bundler. */
  const answerBundlerRequest = async (event: BundlerRequestEvent, request: FrameEventRequest): Promise<{ payload?: unknown; token?: string | null }> => {
    const { session, user } = requireSession(request.token)
    const chainId = event.payload.chainId === undefined ? session.chainId : supportedChain(event.payload.chainId)
    return { payload: await wallets.request(user, { method: event.payload.method, params: event.payload.params, chainId }) }
  }

  return async (request: FrameEventRequest): Promise<FrameEventResponse | undefined> => {
    const envelope = envelopeOf(request.event)
    if (envelope === undefined) return undefined
    const { name, id } = envelope
    const fail = (error: SiteError | Error): FrameEventResponse => ({
      reply: {
        type: frameType(name, "ERROR"),
        id,
        payload: {
          message: error.message,
          ...(error instanceof SiteError && error.code !== undefined ? { code: error.code } : {}),
          ...(error instanceof LoginRefusal ? error.payloadFields : {})
        }
      }
    })
    const allowed = await deps.allowedOrigins(request.projectId)
    if (request.origins.length === 0 || !request.origins.every((origin) => isOriginAllowed(allowed, origin))) {
      return fail(new SiteError(ORIGIN_NOT_ALLOWED, UNAUTHORIZED))
    }
    if (name === "RPC_REQUEST") {
      const method = rpcMethodOf(request.event)
      // The solana_* methods only where the site serves a Solana cluster.
      const served = method !== undefined && isSupportedMethod(method) && (deps.solana !== undefined || !method.startsWith("solana_"))
      if (!served) {
        return fail(new SiteError(`The requested method is not supported by this wallet: ${String(method)}`, UNSUPPORTED_METHOD))
      }
    }
    const overlong = overlongAddressRefusal(request.event)
    if (overlong !== undefined) return fail(overlong)
    const decoded = decodeEvent(request.event)
    const bundlerRequest = Either.isLeft(decoded) ? decodeBundlerRequest(request.event) : Option.none()
    if (Either.isLeft(decoded) && Option.isNone(bundlerRequest)) {
      const message = ParseResult.TreeFormatter.formatErrorSync(decoded.left)
      return fail(new SiteError(`Invalid parameters: ${message}`, -32602))
    }
    try {
      const { payload, token } = Option.isSome(bundlerRequest)
        ? await answerBundlerRequest(bundlerRequest.value, request)
        : await answer(Either.getOrThrow(decoded), request)
      return {
        reply: { type: frameType(name, "SUCCESS"), id, ...(payload === undefined ? {} : { payload }) },
        ...(token === undefined ? {} : { token })
      }
    } catch (error) {
      return fail(error instanceof Error ? error : new Error(String(error)))
    }
  }
}
