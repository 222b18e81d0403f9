import type { FailedTransactionMetadata } from "litesvm"

/**
 * litesvm's transaction errors, translated to the JSON the Solana RPC writes (`"AlreadyProcessed"`,
 * `{"InstructionError":[0,{"Custom":1}]}`) and to the RPC's one-line description.
 */
export type TransactionErrorJson =
  | string
  | { readonly InstructionError: readonly [number, string | { readonly Custom: number } | { readonly BorshIoError: string }] }
  | { readonly DuplicateInstruction: number }
  | { readonly InsufficientFundsForRent: { readonly account_index: number } }
  | { readonly ProgramExecutionTemporarilyRestricted: { readonly account_index: number } }

// Index = litesvm's numeric code (its `TransactionErrorFieldless` enum, in order).
const TRANSACTION_ERRORS = [
  "AccountInUse", "AccountLoadedTwice", "AccountNotFound", "ProgramAccountNotFound", "InsufficientFundsForFee",
  "InvalidAccountForFee", "AlreadyProcessed", "BlockhashNotFound", "CallChainTooDeep", "MissingSignatureForFee",
  "InvalidAccountIndex", "SignatureFailure", "InvalidProgramForExecution", "SanitizeFailure", "ClusterMaintenance",
  "AccountBorrowOutstanding", "WouldExceedMaxBlockCostLimit", "UnsupportedVersion", "InvalidWritableAccount",
  "WouldExceedMaxAccountCostLimit", "WouldExceedAccountDataBlockLimit", "TooManyAccountLocks",
  "AddressLookupTableNotFound", "InvalidAddressLookupTableOwner", "InvalidAddressLookupTableData",
  "InvalidAddressLookupTableIndex", "InvalidRentPayingAccount", "WouldExceedMaxVoteCostLimit",
  "WouldExceedAccountDataTotalLimit", "MaxLoadedAccountsDataSizeExceeded", "ResanitizationNeeded",
  "InvalidLoadedAccountsDataSizeLimit", "UnbalancedTransaction", "ProgramCacheHitMaxLimit", "CommitCancelled"
] as const

// Index = litesvm's `InstructionErrorFieldless` code.
const INSTRUCTION_ERRORS = [
  "GenericError", "InvalidArgument", "InvalidInstructionData", "InvalidAccountData", "AccountDataTooSmall",
  "InsufficientFunds", "IncorrectProgramId", "MissingRequiredSignature", "AccountAlreadyInitialized",
  "UninitializedAccount", "UnbalancedInstruction", "ModifiedProgramId", "ExternalAccountLamportSpend",
  "ExternalAccountDataModified", "ReadonlyLamportChange", "ReadonlyDataModified", "DuplicateAccountIndex",
  "ExecutableModified", "RentEpochModified", "NotEnoughAccountKeys", "AccountDataSizeChanged", "AccountNotExecutable",
  "AccountBorrowFailed", "AccountBorrowOutstanding", "DuplicateAccountOutOfSync", "InvalidError",
  "ExecutableDataModified", "ExecutableLamportChange", "ExecutableAccountNotRentExempt", "UnsupportedProgramId",
  "CallDepth", "MissingAccount", "ReentrancyNotAllowed", "MaxSeedLengthExceeded", "InvalidSeeds", "InvalidRealloc",
  "ComputationalBudgetExceeded", "PrivilegeEscalation", "ProgramEnvironmentSetupFailure", "ProgramFailedToComplete",
  "ProgramFailedToCompile", "Immutable", "IncorrectAuthority", "AccountNotRentExempt", "InvalidAccountOwner",
  "ArithmeticOverflow", "UnsupportedSysvar", "IllegalOwner", "MaxAccountsDataAllocationsExceeded",
  "MaxAccountsExceeded", "MaxInstructionTraceLengthExceeded", "BuiltinProgramsMustConsumeComputeUnits", "BorshIoError"
] as const

/** The descriptions the validator prints for the errors a wallet commonly meets. */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  AccountNotFound: "Attempt to debit an account but found no record of a prior credit.",
  InsufficientFundsForFee: "Insufficient funds for fee",
  AlreadyProcessed: "This transaction has already been processed",
  BlockhashNotFound: "Blockhash not found",
  SignatureFailure: "Transaction did not pass signature verification",
  InsufficientFunds: "insufficient funds for instruction",
  MissingRequiredSignature: "missing required signature for instruction"
}

type LiteSvmError = ReturnType<FailedTransactionMetadata["err"]>

const name = (table: ReadonlyArray<string>, code: number): string => table[code] ?? `Unknown(${code})`

export const transactionErrorJson = (error: LiteSvmError): TransactionErrorJson => {
  if (typeof error === "number") return name(TRANSACTION_ERRORS, error)
  if ("err" in error) {
    const inner = error.err()
    if (typeof inner === "number") return { InstructionError: [error.index, name(INSTRUCTION_ERRORS, inner)] }
    if ("code" in inner) return { InstructionError: [error.index, { Custom: inner.code }] }
    return { InstructionError: [error.index, { BorshIoError: inner.msg }] }
  }
  if ("index" in error) return { DuplicateInstruction: error.index }
  const account = { account_index: error.accountIndex }
  return error.constructor.name.includes("Restricted")
    ? { ProgramExecutionTemporarilyRestricted: account }
    : { InsufficientFundsForRent: account }
}

/** Splits `InvalidAccountData` into "invalid account data", the validator's usual wording. */
const words = (identifier: string): string => identifier.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()

export const describeTransactionError = (error: TransactionErrorJson): string => {
  if (typeof error === "string") return DESCRIPTIONS[error] ?? words(error)
  if ("InstructionError" in error) {
    const [index, inner] = error.InstructionError
    const detail =
      typeof inner === "string"
        ? DESCRIPTIONS[inner] ?? words(inner)
        : "Custom" in inner
          ? `custom program error: 0x${inner.Custom.toString(16)}`
          : `Failed to serialize or deserialize account data: ${inner.BorshIoError}`
    return `Error processing Instruction ${index}: ${detail}`
  }
  if ("DuplicateInstruction" in error) return `Transaction contains a duplicate instruction (${error.DuplicateInstruction})`
  if ("InsufficientFundsForRent" in error) {
    return `Transaction results in an account (${error.InsufficientFundsForRent.account_index}) with insufficient funds for rent`
  }
  return `Execution of the program referenced by account at index ${error.ProgramExecutionTemporarilyRestricted.account_index} is temporarily restricted`
}
