/**
 * The device approval a first email login waits for (WIRE §4.6): CONNECT_DEVICE answers once the
 * emailed link is opened, or fails once the wait is over for another reason (a newer login on the
 * browser, or the frame aborted the request), so no long-poll is left holding a connection.
 */
import { SiteError } from "./SiteError.js"

export interface DeviceApproval {
  /** Resolves when the link is opened; rejects when the approval is ended. */
  readonly approved: Promise<void>
  readonly approve: () => void
  readonly end: (reason: SiteError) => void
}

export const makeDeviceApproval = (): DeviceApproval => {
  let approve = () => {}
  let end: (reason: SiteError) => void = () => {}
  const approved = new Promise<void>((resolve, reject) => {
    approve = resolve
    end = reject
  })
  // Nobody may be waiting when it ends.
  approved.catch(() => {})
  return { approved, approve, end }
}

/** The waiting request went away (RPC_ABORT, or its connection closed): 'The login was abandoned'. */
export const LOGIN_ABANDONED = "The login was abandoned"

/** `approval`, or a SiteError as soon as `signal` aborts: the long-poll ends with its request. */
export const awaitApproval = (approval: Promise<void>, signal: AbortSignal | undefined): Promise<void> => {
  if (signal === undefined) return approval
  if (signal.aborted) return Promise.reject(new SiteError(LOGIN_ABANDONED))
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(new SiteError(LOGIN_ABANDONED))
    signal.addEventListener("abort", onAbort, { once: true })
    approval.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort))
  })
}
