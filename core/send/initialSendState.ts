import type { SendStateValue } from "../services/SendState.js"

/** Nothing chosen, nothing typed, nothing loading. */
export const INITIAL_SEND_STATE: SendStateValue = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverInput: "",
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImage: undefined,
  resolvingReceiver: false,
  networkBalanceInUSD: undefined,
  tokenBalances: [],
  loading: false,
  lastRetry: undefined,
  gasEstimate: undefined
}
