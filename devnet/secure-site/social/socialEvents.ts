/**
 * The app events of social and Farcaster login (WIRE §4.3, §4.6, §4.7): GET_SOCIAL_REDIRECT_URI,
 * CONNECT_SOCIAL (and GET_USER's `socialUri`), GET_FARCASTER_URI and CONNECT_FARCASTER. A flow is
 * bound to the frame's browser (its device cookie) and the app origin the event came from; a
 * login makes or finds the user of the provider's account, with a key of its own as an email
 * user's, funds it and opens a session as an email login does.
 */
import type { SocialProvider } from "../../../schemas/Forms.js"
import { socialUserKey, type SecureSiteStore, type SiteSession, type SiteUser } from "../SecureSiteStore.js"
import { SiteError } from "../SiteError.js"
import type { FarcasterLogin } from "./farcasterLogin.js"
import type { SocialLogin } from "./socialLogin.js"

/** What these events need of a frame event request (handleAppEvent.ts). */
export interface SocialEventRequest {
  /** The app origins the event came from, every one allowed by the project. */
  readonly origins: ReadonlyArray<string>
  /** The frame's browser: its device cookie. */
  readonly device: string
  readonly signal?: AbortSignal
}

export interface SocialLogInResult {
  readonly session: SiteSession
  readonly user: SiteUser
  readonly userName: string
}

export interface SocialEvents {
  readonly redirectUri: (provider: SocialProvider, request: SocialEventRequest) => string
  /** Logs in with a result URI the popup posted back, on `chainId`. */
  readonly logIn: (uri: string, request: SocialEventRequest, chainId: number) => Promise<SocialLogInResult>
  readonly farcasterUri: (request: SocialEventRequest) => Promise<string>
  readonly connectFarcaster: (request: SocialEventRequest, chainId: number) => Promise<SocialLogInResult>
}

export interface SocialEventsDeps {
  readonly store: SecureSiteStore
  readonly fund: (user: SiteUser) => Promise<void>
  /** Absent when the site runs without a sign-in provider. */
  readonly social?: SocialLogin
  readonly farcaster?: FarcasterLogin
}

const NO_PROVIDER = "Social login is not set up on this site"

/** The app origin of an event. */
const originOf = (request: SocialEventRequest): string => request.origins[0] ?? ""

export const makeSocialEvents = ({ store, fund, social, farcaster }: SocialEventsDeps): SocialEvents => {
  const logInAs = async (provider: string, accountId: string, userName: string, chainId: number): Promise<SocialLogInResult> => {
    const key = socialUserKey(provider, accountId)
    const { user } = store.ensureUser(key, { provider, userName })
    await fund(user)
    return { session: store.openSession(key, chainId), user, userName }
  }

  return {
    redirectUri: (provider, request) => {
      if (social === undefined) throw new SiteError(NO_PROVIDER)
      return social.start({ provider, device: request.device, dappOrigin: originOf(request) })
    },
    logIn: async (uri, request, chainId) => {
      if (social === undefined) throw new SiteError(NO_PROVIDER)
      const account = social.redeem({ uri, device: request.device, origin: originOf(request) })
      return logInAs(account.provider, account.sub, account.userName, chainId)
    },
    farcasterUri: (request) => {
      if (farcaster === undefined) return Promise.reject(new SiteError(NO_PROVIDER))
      return farcaster.start({ device: request.device, dappOrigin: originOf(request) })
    },
    connectFarcaster: async (request, chainId) => {
      if (farcaster === undefined) throw new SiteError(NO_PROVIDER)
      const account = await farcaster.connect({ device: request.device, origin: originOf(request), signal: request.signal })
      return logInAs("farcaster", String(account.fid), account.userName, chainId)
    }
  }
}
