/**
 * The default sign-in store (SPEC §4): sessions kept in the page's local storage (`@appkit/siwx`,
 * WIRE §5), each verified before it is kept (EVM: the account's key or its ERC-1271 contract
 * through the chain; Solana: Ed25519), messages written by Doorway with a random nonce. Passed as
 * the `siwx` option; the modal runs it with its own services.
 */
export interface LocalSiwxConfig {
  /** The visitor must sign in before using the app (default false). */
  readonly required?: boolean
  /** The statement of the message (none by default). */
  readonly statement?: string
  /** How long a session lasts, in ms (no expiration by default). */
  readonly expiresInMs?: number
  /** The site asking (the message's domain and URI); default the `metadata.url` option. */
  readonly url?: string
  /** Clear the sessions on disconnect (default true). */
  readonly signOutOnDisconnect?: boolean
}

export interface LocalSiwx {
  readonly _tag: "LocalSiwx"
  readonly config: LocalSiwxConfig
  readonly getRequired: () => boolean
  readonly signOutOnDisconnect?: boolean
}

/** The default sign-in store: `createAppKit({ siwx: localSiwx({ required: true }) })`. */
export const localSiwx = (config: LocalSiwxConfig = {}): LocalSiwx => ({
  _tag: "LocalSiwx",
  config,
  getRequired: () => config.required ?? false,
  ...(config.signOutOnDisconnect === undefined ? {} : { signOutOnDisconnect: config.signOutOnDisconnect })
})

export const isLocalSiwx = (siwx: object): siwx is LocalSiwx => (siwx as { _tag?: unknown })._tag === "LocalSiwx"
