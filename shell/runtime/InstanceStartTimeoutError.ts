/**
 * What a start that did not settle within its bound (`INSTANCE_START_TIMEOUT_MS`) fails with:
 * `open()` and the other actions waiting for it reject with it, and the modal's element shows it.
 */
export class InstanceStartTimeoutError extends Error {
  readonly _tag = "InstanceStartTimeout"
  constructor(readonly timeoutMs: number) {
    super(`The wallet modal did not start within ${timeoutMs / 1000} s`)
    this.name = "InstanceStartTimeoutError"
  }
}
