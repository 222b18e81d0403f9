import { Data, Option } from "effect"

/** Failures a node reports for a transaction, classified from its message (SPEC §8). */
export class NonceTooHighError extends Data.TaggedError("NonceTooHighError")<{ readonly nodeMessage: string }> {}
export class NonceTooLowError extends Data.TaggedError("NonceTooLowError")<{ readonly nodeMessage: string }> {}
export class InsufficientFundsError extends Data.TaggedError("InsufficientFundsError")<{ readonly nodeMessage: string }> {}
export class FeeCapTooLowError extends Data.TaggedError("FeeCapTooLowError")<{ readonly nodeMessage: string }> {}
export class FeeCapTooHighError extends Data.TaggedError("FeeCapTooHighError")<{ readonly nodeMessage: string }> {}
export class GasTooLowError extends Data.TaggedError("GasTooLowError")<{ readonly nodeMessage: string }> {}
export class GasTooHighError extends Data.TaggedError("GasTooHighError")<{ readonly nodeMessage: string }> {}
export class ExecutionRevertedError extends Data.TaggedError("ExecutionRevertedError")<{
  readonly nodeMessage: string
  readonly reason?: string
}> {}

export type TransactionError =
  | NonceTooHighError
  | NonceTooLowError
  | InsufficientFundsError
  | FeeCapTooLowError
  | FeeCapTooHighError
  | GasTooLowError
  | GasTooHighError
  | ExecutionRevertedError

/** Node wordings differ (geth, anvil, erigon, nethermind); these cover the common ones. */
const RULES: ReadonlyArray<readonly [RegExp, (nodeMessage: string) => TransactionError]> = [
  [/nonce too high/i, (m) => new NonceTooHighError({ nodeMessage: m })],
  [/nonce too low|transaction already imported|already known/i, (m) => new NonceTooLowError({ nodeMessage: m })],
  [/insufficient funds|exceeds transaction sender account balance|insufficient balance/i, (m) => new InsufficientFundsError({ nodeMessage: m })],
  [/max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated|fee cap too low/i, (m) => new FeeCapTooLowError({ nodeMessage: m })],
  [/max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1|fee cap too high/i, (m) => new FeeCapTooHighError({ nodeMessage: m })],
  [/intrinsic gas too low|gas too low|out of gas/i, (m) => new GasTooLowError({ nodeMessage: m })],
  [/intrinsic gas too high|gas too high|exceeds block gas limit|gas limit reached/i, (m) => new GasTooHighError({ nodeMessage: m })],
  [/execution reverted|revert/i, (m) => {
    const reason = /execution reverted:?\s*(.+)$/i.exec(m)?.[1]?.trim()
    return reason ? new ExecutionRevertedError({ nodeMessage: m, reason }) : new ExecutionRevertedError({ nodeMessage: m })
  }]
]

/** Which transaction failure a node's message describes, if any. */
export const classifyTransactionError = (nodeMessage: string): Option.Option<TransactionError> => {
  for (const [pattern, make] of RULES) {
    if (pattern.test(nodeMessage)) return Option.some(make(nodeMessage))
  }
  return Option.none()
}
