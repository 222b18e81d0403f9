/**
 * What a hook's action (open, close, switchNetwork, disconnect, a theme setter) fails with when
 * no `createAppKit` has run yet: the hooks answer their disconnected defaults until then, but
 * there is no modal to act on.
 */
export class AppKitNotCreatedError extends Error {
  readonly _tag = "AppKitNotCreated"
  constructor(readonly hook: string) {
    super(`Call "createAppKit" before using "${hook}": there is no modal yet`)
    this.name = "AppKitNotCreatedError"
  }
}
