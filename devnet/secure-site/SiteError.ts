/** A refusal the site answers an app event with: its `_ERROR` reply, and an EIP-1193 code for RPC. */
export class SiteError extends Error {
  readonly code: number | undefined
  constructor(message: string, code?: number) {
    super(message)
    this.name = "SiteError"
    this.code = code
  }
}

export const NOT_LOGGED_IN = "Not logged in"
