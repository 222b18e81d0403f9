import type { ResolvedOptions } from "../core/config/ResolvedOptions.js"
import type { AppKitInstance } from "./AppKitInstance.js"

/** What an adapter that follows its modal is told when `createAppKit` makes the modal. */
export interface AdapterAttachment {
  readonly instance: AppKitInstance
  /** The modal's options as it resolved them (its endpoints and custom RPC URLs among them). */
  readonly options: ResolvedOptions
}

/**
 * An adapter that is more than a family's name: a bridge to another library (the wagmi bridge)
 * follows the modal `createAppKit` made with it. A later `createAppKit` of the same project (a hot
 * module update) attaches the new modal in place of the old one.
 */
export interface AttachableAdapter {
  readonly attach: (attachment: AdapterAttachment) => void
}

const isAttachable = (adapter: object): adapter is AttachableAdapter =>
  typeof (adapter as Partial<AttachableAdapter>).attach === "function"

/** Tells each attachable adapter of the options about the modal made with them. */
export const attachAdapters = (adapters: ReadonlyArray<object> | undefined, attachment: AdapterAttachment): void => {
  for (const adapter of adapters ?? []) if (isAttachable(adapter)) adapter.attach(attachment)
}
