import type { Network } from "../../../schemas/Network.js"

/** What each tab of the Account view is rendered with: the connected account on the active network. */
export interface AccountTabProps {
  /** The plain address of the active namespace's account. */
  readonly address: string
  readonly network: Network
}
