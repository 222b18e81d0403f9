/**
 * What a hook's action (open, switchNetwork, disconnect) rejects with before any `createAppKit`:
 * the hooks answer their disconnected defaults until then, but there is no modal to act on.
 */
export class AppKitNotCreatedError extends Error {
  readonly _tag = "AppKitNotCreated"
  constructor(readonly hook: string) {
    super(`Call createAppKit before using ${hook}`)
  }
}
