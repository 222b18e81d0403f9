import type { Transfer } from "../services/FamilyTransfers.js"
import type { SendAccount } from "./sendAccount.js"
import type { ValidSend } from "./validateSend.js"

/** The transfer a validated send asks its family for: from the account, of the chosen token. */
export const transferOf = (account: SendAccount, send: ValidSend): Transfer => {
  const token = send.token.address
  return {
    from: account.address,
    to: send.receiverAddress,
    amount: send.amount,
    decimals: Number(send.token.quantity.decimals),
    ...(token === undefined || token === null ? {} : { token })
  }
}
