import type { AccountState } from "../../schemas/Account.js"

/** Account state of a namespace with nothing connected (at start and after a disconnect). */
export const INITIAL_ACCOUNT_STATE: AccountState = {
  status: "disconnected",
  currentTab: 0,
  tokenBalance: [],
  smartAccountDeployed: false,
  addressLabels: {}
}
