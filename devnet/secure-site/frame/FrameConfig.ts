/** What the server writes into the frame page (SPEC §7 frame URL query, WIRE §4.1) for its script. */
export interface FrameConfig {
  readonly projectId: string
  /** The CAIP-2 or numeric chain of the frame URL. */
  readonly chainId: string
  readonly version: string
  readonly enableLogger: boolean
  /** The project's allowed origins (WIRE §2.4), read from the catalogue when the page was served. */
  readonly allowedOrigins: ReadonlyArray<string>
  readonly chains: ReadonlyArray<{
    readonly chainId: number
    readonly name: string
    readonly nativeCurrency: { readonly symbol: string; readonly decimals: number }
  }>
  /** The Solana chains (CAIP-2) the site serves: the local cluster's; absent when it serves none. */
  readonly solanaChains?: ReadonlyArray<string>
}

export const FRAME_CONFIG_ELEMENT_ID = "doorway-frame-config"

/** Where the frame page forwards each event (same origin as the page). */
export const FRAME_EVENT_PATH = "/frame/event"

/** Where the frame page asks for a one-time approval after a trusted click on Approve (same origin). */
export const FRAME_APPROVAL_PATH = "/frame/approval"
