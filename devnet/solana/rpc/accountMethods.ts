import type { JsonRpcMethod } from "../../net/jsonRpcHttpServer.js"
import type { SolanaLedger } from "../SolanaLedger.js"
import { decodeMint, decodeTokenAccount, tokenAmount, tokenProgramName } from "../splToken.js"
import { accountEncoding, encodeAccount, mintDecimals } from "./encodeAccount.js"
import { configAt, context, invalidParams, list, numberAt, publicKey, publicKeyAt } from "./params.js"

/** Account reads: balances, raw accounts and SPL token holdings. */
export const accountMethods = (ledger: SolanaLedger): Record<string, JsonRpcMethod> => ({
  getBalance: (params) => ({
    context: context(ledger),
    value: ledger.account(publicKeyAt(params, 0))?.lamports ?? 0
  }),

  getAccountInfo: (params) => {
    const address = publicKeyAt(params, 0)
    const config = configAt(params, 1)
    const account = ledger.account(address)
    return {
      context: context(ledger),
      value: account ? encodeAccount(ledger, account, accountEncoding(config, "binary"), config) : null
    }
  },

  getMultipleAccounts: (params) => {
    const addresses = list(params)[0]
    if (!Array.isArray(addresses) || addresses.length > 100) {
      throw invalidParams("Invalid params: expected an array of at most 100 addresses")
    }
    const config = configAt(params, 1)
    const encoding = accountEncoding(config, "base64")
    return {
      context: context(ledger),
      value: addresses.map((text) => {
        const account = ledger.account(publicKey(text))
        return account ? encodeAccount(ledger, account, encoding, config) : null
      })
    }
  },

  getMinimumBalanceForRentExemption: (params) =>
    ledger.svm.minimumBalanceForRentExemption(BigInt(numberAt(params, 0, "data length"))),

  getTokenAccountsByOwner: (params) => {
    const owner = publicKeyAt(params, 0)
    const filter = configAt(params, 1)
    const config = configAt(params, 2)
    const mint = filter["mint"] === undefined ? undefined : publicKey(filter["mint"])
    const programId = filter["programId"] === undefined ? undefined : publicKey(filter["programId"])
    if ((mint === undefined) === (programId === undefined)) {
      throw invalidParams("Invalid params: the filter needs exactly one of mint or programId")
    }
    if (programId !== undefined && tokenProgramName(programId) === undefined) {
      throw invalidParams("Invalid param: unrecognized Token program id")
    }
    const encoding = accountEncoding(config, "binary")
    const value = ledger.knownAddresses().flatMap((address) => {
      const account = ledger.account(address)
      if (!account || tokenProgramName(account.owner) === undefined) return []
      if (programId !== undefined && !account.owner.equals(programId)) return []
      const holding = decodeTokenAccount(account.data)
      if (!holding || !holding.owner.equals(owner) || (mint !== undefined && !holding.mint.equals(mint))) return []
      return [{ pubkey: address.toBase58(), account: encodeAccount(ledger, account, encoding, config) }]
    })
    return { context: context(ledger), value }
  },

  getTokenAccountBalance: (params) => {
    const account = ledger.account(publicKeyAt(params, 0))
    const holding = account && tokenProgramName(account.owner) ? decodeTokenAccount(account.data) : undefined
    if (!holding) throw invalidParams("Invalid param: not a Token account")
    return { context: context(ledger), value: tokenAmount(holding.amount, mintDecimals(ledger, holding.mint)) }
  },

  getTokenSupply: (params) => {
    const account = ledger.account(publicKeyAt(params, 0))
    const mint = account && tokenProgramName(account.owner) ? decodeMint(account.data) : undefined
    if (!mint) throw invalidParams("Invalid param: not a Token mint")
    return { context: context(ledger), value: tokenAmount(mint.supply, mint.decimals) }
  }
})
