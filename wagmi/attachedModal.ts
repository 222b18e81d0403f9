import type { AdapterAttachment } from "../shell/adapterAttachment.js"

/**
 * The modal a wagmi bridge follows. The wagmi config exists before `createAppKit` runs (AppKit's
 * quick start makes the adapter first), so its connector asks for the modal through this: at once
 * once attached, else when `createAppKit` attaches it. A modal made again (a hot module update)
 * replaces the one before, and those following it move to the new one.
 */
export interface AttachedModal {
  readonly current: () => AdapterAttachment | undefined
  /** The attached modal, waiting for `createAppKit` if it has not run yet. */
  readonly next: () => Promise<AdapterAttachment>
  /** Calls `follow` with each modal attached, now and later; its cleanup runs when another replaces it. */
  readonly follow: (follow: (attachment: AdapterAttachment) => () => void) => void
  readonly attach: (attachment: AdapterAttachment) => void
}

export const makeAttachedModal = (): AttachedModal => {
  let current: AdapterAttachment | undefined
  const waiting: Array<(attachment: AdapterAttachment) => void> = []
  const followers: Array<(attachment: AdapterAttachment) => () => void> = []
  const cleanups: Array<() => void> = []
  return {
    current: () => current,
    next: () => (current !== undefined ? Promise.resolve(current) : new Promise((resolve) => waiting.push(resolve))),
    follow: (follow) => {
      followers.push(follow)
      if (current !== undefined) cleanups.push(follow(current))
    },
    attach: (attachment) => {
      for (const cleanup of cleanups.splice(0)) cleanup()
      current = attachment
      for (const follow of followers) cleanups.push(follow(attachment))
      for (const resolve of waiting.splice(0)) resolve(attachment)
    }
  }
}
