import type { Network } from "../../schemas/Network.js"

/** The secure site's SDK version the frame is asked for (SPEC §9, WIRE §4.1). */
export const SECURE_SITE_SDK_VERSION = "4"
/** The chain the frame starts on when no network is active (WIRE §4.1). */
export const DEFAULT_FRAME_CHAIN_ID = "eip155:1"
/** The RPC URL the frame is given when the network has none (WIRE §4.1). */
export const DEFAULT_FRAME_RPC_URL = "https://rpc.walletconnect.org"

export interface FrameUrlInput {
  /** The secure site's origin (the `secureSite` endpoint). */
  readonly secureSite: string
  readonly projectId: string
  /** The active network of the namespace being connected, if any. */
  readonly network?: Pick<Network, "caipNetworkId" | "rpcUrls"> | undefined
  /** The host's `enableAuthLogger` option (default true). */
  readonly enableLogger?: boolean | undefined
  readonly version?: string | undefined
}

/**
 * The frame's `src` (WIRE §4.1): `<secure site>/sdk` with projectId, chainId (CAIP-2, default
 * eip155:1), version, enableLogger and rpcUrl (the network's first default HTTP RPC URL) in that order.
 */
export const frameUrl = (input: FrameUrlInput): string => {
  const url = new URL("/sdk", input.secureSite)
  url.searchParams.set("projectId", input.projectId)
  url.searchParams.set("chainId", input.network?.caipNetworkId ?? DEFAULT_FRAME_CHAIN_ID)
  url.searchParams.set("version", input.version ?? SECURE_SITE_SDK_VERSION)
  url.searchParams.set("enableLogger", String(input.enableLogger ?? true))
  url.searchParams.set("rpcUrl", input.network?.rpcUrls.default.http[0] ?? DEFAULT_FRAME_RPC_URL)
  return url.toString()
}
