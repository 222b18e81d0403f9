/**
 * The embedded wallet's smart account (SPEC §6): a DoorwayAccount (devnet/contracts) owned by
 * the user's key, at its counterfactual address from the factory, as a viem smart account. viem
 * builds and hashes the ERC-4337 v0.7 user operations; a message signed before the account is
 * deployed comes wrapped in ERC-6492 (viem's `toSmartAccount`), after it plain ERC-1271.
 */
import { encodeAbiParameters, encodeFunctionData, hashMessage, hashTypedData, keccak256, parseAbi, type Address, type Hex, type LocalAccount, type PublicClient } from "viem"
import { entryPoint07Abi, getUserOperationHash, toSmartAccount, type SmartAccount } from "viem/account-abstraction"

export interface AccountAbstractionAddresses {
  readonly entryPoint: Address
  readonly accountFactory: Address
}

export const ACCOUNT_FACTORY_ABI = parseAbi([
  "function createAccount(address owner, uint256 salt) returns (address)",
  "function getAddress(address owner, uint256 salt) view returns (address)"
])

const ACCOUNT_ABI = parseAbi([
  "function execute(address dest, uint256 value, bytes func)",
  "function executeBatch(address[] dest, uint256[] value, bytes[] func)"
])

/** Each owner has one account (salt 0). */
const SALT = 0n

/** A well-formed signature of the right length, for gas estimation before the real one exists. */
const STUB_SIGNATURE: Hex =
  "0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c"

/** The hash DoorwayAccount's `isValidSignature` checks: the message hash bound to the account and chain. */
export const accountBoundHash = (hash: Hex, account: Address, chainId: number): Hex =>
  keccak256(encodeAbiParameters([{ type: "bytes32" }, { type: "address" }, { type: "uint256" }], [hash, account, BigInt(chainId)]))

/** The counterfactual address of `owner`'s account (the same before and after deployment). */
export const smartAccountAddressOf = (client: PublicClient, addresses: AccountAbstractionAddresses, owner: Address): Promise<Address> =>
  client.readContract({ address: addresses.accountFactory, abi: ACCOUNT_FACTORY_ABI, functionName: "getAddress", args: [owner, SALT] })

export const toDoorwaySmartAccount = async (
  client: PublicClient,
  addresses: AccountAbstractionAddresses,
  owner: LocalAccount
): Promise<SmartAccount> => {
  const chainId = client.chain?.id
  if (chainId === undefined) throw new Error("The client has no chain")
  const address = await smartAccountAddressOf(client, addresses, owner.address)
  const entryPoint = { abi: entryPoint07Abi, address: addresses.entryPoint, version: "0.7" } as const
  return toSmartAccount({
    client,
    entryPoint,
    getAddress: async () => address,
    getFactoryArgs: async () => ({
      factory: addresses.accountFactory,
      factoryData: encodeFunctionData({ abi: ACCOUNT_FACTORY_ABI, functionName: "createAccount", args: [owner.address, SALT] })
    }),
    encodeCalls: async (calls) => {
      const [only] = calls
      if (calls.length === 1 && only !== undefined)
        return encodeFunctionData({ abi: ACCOUNT_ABI, functionName: "execute", args: [only.to, only.value ?? 0n, only.data ?? "0x"] })
      return encodeFunctionData({
        abi: ACCOUNT_ABI,
        functionName: "executeBatch",
        args: [calls.map((call) => call.to), calls.map((call) => call.value ?? 0n), calls.map((call) => call.data ?? "0x")]
      })
    },
    getStubSignature: async () => STUB_SIGNATURE,
    signMessage: async ({ message }) => owner.sign!({ hash: accountBoundHash(hashMessage(message), address, chainId) }),
    signTypedData: async (typedData) => owner.sign!({ hash: accountBoundHash(hashTypedData(typedData), address, chainId) }),
    // SimpleAccount checks the owner's personal_sign of the user operation's hash.
    signUserOperation: async ({ chainId: opChainId, ...userOperation }) =>
      owner.signMessage({
        message: {
          raw: getUserOperationHash({
            userOperation: { ...userOperation, sender: address, signature: "0x" },
            entryPointAddress: addresses.entryPoint,
            entryPointVersion: "0.7",
            chainId: opChainId ?? chainId
          })
        }
      })
  })
}
