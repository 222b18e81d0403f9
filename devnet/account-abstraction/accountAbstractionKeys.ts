/**
 * Keys of the ERC-4337 stand-ins, derived from the dev mnemonic on an account of their own
 * (`m/44'/60'/4337'/0/i`), so they never share a nonce with anvil's accounts or the dev wallets
 * the tests use. Written out: deriving them costs a start-up a tenth of a second. Each is funded
 * with `anvil_setBalance` on every chain before it is used.
 */

/** `…/0/0`: sends the EntryPoint and the account factory to the deterministic deployer. */
export const ENTRY_POINT_DEPLOYER_KEY = "0x6972083e31969998599c83537c46f264dee567a5579f9e28bedcd6873366495c" as const

/** `…/0/1`: the bundler's executor, which sends `handleOps` and is paid by the EntryPoint. */
export const BUNDLER_EXECUTOR_KEY = "0xb0e5e8fd15a229d38a3173753be7a0ee97af1e65d302e9a3b4243f4baa9c26ab" as const

/** `…/0/2`: the bundler's utility account, which deploys its simulation contracts at start. */
export const BUNDLER_UTILITY_KEY = "0xb76205ab3a01a3cb00f1b6a8f8c956d7cd0910c6c5aa65610c7678ae39cdb3f4" as const

/** The derivation path of each key above, for the check that they are what the comments say. */
export const ACCOUNT_ABSTRACTION_KEY_PATH = (index: number) => `m/44'/60'/4337'/0/${index}` as const
