import type { AppKitInstance, OpenOptions } from "../AppKitInstance.js"
import { AppKitNotCreatedError } from "../runtime/AppKitNotCreatedError.js"
import { InstanceDestroyedError } from "../runtime/InstanceDestroyedError.js"

/** What `open` rejects with when the instance has no modal to open at all. */
const noModal = (error: unknown): boolean => error instanceof AppKitNotCreatedError || error instanceof InstanceDestroyedError

/**
 * Opens the modal from a button's click, which nobody awaits, so its rejection is handled here.
 * Before any `createAppKit` (the buttons answer the disconnected defaults then and stay enabled,
 * as the server's markup has them) and on a destroyed instance there is no modal: the click does
 * nothing. Any other failure (the modal's chunk did not load; an instance made on a server, which
 * a browser should not be given) goes to the console; the next click tries again.
 */
export const openFromClick = (open: AppKitInstance["open"], options?: OpenOptions): void => {
  open(options).catch((error: unknown) => {
    if (!noModal(error)) console.error("The modal could not open:", error)
  })
}
