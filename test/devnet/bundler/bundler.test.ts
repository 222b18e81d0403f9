/**
 * ERC-4337 on a local chain (SPEC §6): user operations of a DoorwayAccount through the real
 * bundler (alto) are mined on anvil, bad ones are refused with the bundler's own AA error and
 * change nothing, and the account's signatures verify before (ERC-6492) and after (ERC-1271)
 * its deployment. The data service's bundler route reaches the same bundler (the route's own
 * refusals: test/devnet/data/bundlerRoute.test.ts). One chain and its bundler for the whole file.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { mnemonicToAccount, privateKeyToAddress } from "viem/accounts"
import { erc20Abi, getAddress, hashMessage, parseUnits, serializeErc6492Signature, toHex, zeroAddress, type Address, type Hex } from "viem"
import { formatUserOperationRequest, type UserOperation } from "viem/account-abstraction"
import {
  ACCOUNT_ABSTRACTION_KEY_PATH,
  BUNDLER_EXECUTOR_KEY,
  BUNDLER_UTILITY_KEY,
  ENTRY_POINT_DEPLOYER_KEY
} from "../../../devnet/account-abstraction/accountAbstractionKeys.js"
import { ACCOUNT_FACTORY_ABI, accountBoundHash, smartAccountAddressOf } from "../../../devnet/account-abstraction/doorwaySmartAccount.js"
import { startBundler } from "../../../devnet/bundler/startBundler.js"
import { ETHEREUM } from "../../../devnet/chains/devChains.js"
import { startEvmChains, type EvmChain, type EvmChains } from "../../../devnet/chains/startEvmChains.js"
import { DevnetError } from "../../../devnet/DevnetError.js"
import { TEST_PROJECT_ID } from "../../../devnet/catalogue/ProjectConfig.js"
import { startDataService, type RunningDataService } from "../../../devnet/data/startDataService.js"
import { DEV_MNEMONIC } from "../../../devnet/devKeys.js"
import { startSolana, type SolanaCluster } from "../../../devnet/solana/startSolana.js"
import {
  accountState,
  chainClients,
  fund,
  newSmartAccount,
  nonceKeyOf,
  prepareUserOperation,
  resigned,
  usdcTransfer,
  type Call,
  type SmartAccountOnChain
} from "./bundlerOnAnvil.js"

let chains: EvmChains
let chain: EvmChain
let solana: SolanaCluster
let data: RunningDataService
beforeAll(async () => {
  ;[chains, solana] = await Promise.all([startEvmChains({ chains: [ETHEREUM], bundlers: true }), startSolana()])
  chain = chains.chains[0]!
  data = await startDataService({ evm: chains.chains, solana })
})
afterAll(() => Promise.all([data?.stop(), solana?.stop(), chains?.stop()]))

const RECIPIENT: Address = "0x000000000000000000000000000000000000beef"
const TOKEN_RECIPIENT: Address = "0x000000000000000000000000000000000000cafe"

/** Sends `userOperation` as is (no estimation, no signing by viem) and answers the text of the bundler's refusal. */
const refusalOf = async (wallet: SmartAccountOnChain, userOperation: UserOperation<"0.7">): Promise<string> => {
  const sent = await wallet.bundler
    .request({ method: "eth_sendUserOperation", params: [formatUserOperationRequest(userOperation), chain.fixtures.accountAbstraction.entryPoint] })
    .then((hash) => ({ hash }), (error: unknown) => ({ error }))
  if ("hash" in sent) throw new Error(`the bundler accepted ${sent.hash}`)
  // viem's RpcRequestError: `details` is the JSON-RPC error's message as the bundler wrote it.
  return (sent.error as { details?: string }).details ?? String(sent.error)
}

const fundedAccount = async (): Promise<SmartAccountOnChain> => {
  const wallet = await newSmartAccount(chain)
  await fund(chain, wallet.account.address, { native: "1", usdc: "100" })
  return wallet
}

describe("the chain's ERC-4337 contracts and bundler", () => {
  it("lists the chain's EntryPoint, deployed with the account factory by keys of the devnet's own", async () => {
    const { publicClient } = chainClients(chain)
    const { entryPoint, accountFactory } = chain.fixtures.accountAbstraction
    expect(chain.bundlerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/rpc$/)
    const wallet = await newSmartAccount(chain)
    expect(await wallet.bundler.getSupportedEntryPoints()).toEqual([getAddress(entryPoint)])
    expect(await wallet.bundler.getChainId()).toBe(1)
    expect(((await publicClient.getCode({ address: entryPoint })) ?? "0x").length).toBeGreaterThan(2)
    expect(await publicClient.readContract({ address: accountFactory, abi: ACCOUNT_FACTORY_ABI, functionName: "getAddress", args: [wallet.owner.address, 0n] })).toBe(
      wallet.account.address
    )
    // The keys are what their comments say, and none of them is anvil's or a dev wallet's.
    const derived = [0, 1, 2].map((index) => toHex(mnemonicToAccount(DEV_MNEMONIC, { path: ACCOUNT_ABSTRACTION_KEY_PATH(index) }).getHdKey().privateKey!))
    expect(derived).toEqual([ENTRY_POINT_DEPLOYER_KEY, BUNDLER_EXECUTOR_KEY, BUNDLER_UTILITY_KEY])
    // Two contracts each: the EntryPoint and the factory; the bundler's two simulation contracts,
    // deployed before it started, so it deployed none of its own.
    const sent = (key: Hex) => publicClient.getTransactionCount({ address: privateKeyToAddress(key) })
    expect([await sent(ENTRY_POINT_DEPLOYER_KEY), await sent(BUNDLER_UTILITY_KEY)]).toEqual([2, 2])
  })

  it("mines a 2-call user operation that deploys the account, moves native coin and a token", async () => {
    const { publicClient } = chainClients(chain)
    const wallet = await fundedAccount()
    const address = wallet.account.address
    const before = { recipient: await publicClient.getBalance({ address: RECIPIENT }) }
    const calls = [{ to: RECIPIENT, value: 1_000n }, usdcTransfer(chain, TOKEN_RECIPIENT, "2.5")]

    const estimate = await wallet.bundler.estimateUserOperationGas({ calls })
    expect(estimate.callGasLimit).toBeGreaterThan(0n)
    expect(estimate.verificationGasLimit).toBeGreaterThan(0n)

    const hash = await wallet.bundler.sendUserOperation({ calls })
    const receipt = await wallet.bundler.waitForUserOperationReceipt({ hash, timeout: 15_000 })
    expect(receipt.success).toBe(true)
    expect(getAddress(receipt.sender)).toBe(address)
    expect(receipt.receipt.status).toBe("success")
    expect(((await publicClient.getCode({ address })) ?? "0x").length).toBeGreaterThan(2)
    expect(await publicClient.getBalance({ address: RECIPIENT })).toBe(before.recipient + 1_000n)
    expect(await publicClient.readContract({ address: chain.fixtures.tokens.usdc.address, abi: erc20Abi, functionName: "balanceOf", args: [address] })).toBe(
      parseUnits("97.5", 6)
    )
    const read = await wallet.bundler.getUserOperationReceipt({ hash })
    expect(read).toMatchObject({ userOpHash: hash, success: true })
    expect(read.receipt.transactionHash).toBe(receipt.receipt.transactionHash)
    expect(read.actualGasCost).toBeGreaterThan(0n)
    const found = await wallet.bundler.getUserOperation({ hash })
    expect(getAddress(found.userOperation.sender)).toBe(address)
    expect(found.transactionHash).toBe(receipt.receipt.transactionHash)
    expect(found.entryPoint.toLowerCase()).toBe(chain.fixtures.accountAbstraction.entryPoint.toLowerCase())
    // The account paid its own gas (no paymaster): less native coin than it was given minus the transfer.
    expect(await publicClient.getBalance({ address })).toBeLessThan(10n ** 18n - 1_000n)
    // The next one, on the deployed account, is mined as well.
    const next = await wallet.bundler.sendUserOperation({ calls: [{ to: RECIPIENT, value: 1n }] })
    expect((await wallet.bundler.waitForUserOperationReceipt({ hash: next, timeout: 15_000 })).success).toBe(true)
    expect(await publicClient.getBalance({ address: RECIPIENT })).toBe(before.recipient + 1_001n)
  })
})

describe("refused user operations change nothing", () => {
  const transfer = (): ReadonlyArray<Call> => [{ to: RECIPIENT, value: 1_000n }, usdcTransfer(chain, TOKEN_RECIPIENT, "1")]

  /** A funded account deployed by a first user operation, and that operation (mined). */
  const deployedAccount = async () => {
    const wallet = await fundedAccount()
    const first = await resigned(wallet, await prepareUserOperation(wallet, [{ to: RECIPIENT, value: 1n }]), {})
    const hash = await wallet.bundler.sendUserOperation(first)
    expect((await wallet.bundler.waitForUserOperationReceipt({ hash })).success).toBe(true)
    return { wallet, first }
  }

  /** The account's state under `userOperation`'s nonce key before it is sent, and its refusal's text. */
  const refused = async (wallet: SmartAccountOnChain, userOperation: UserOperation<"0.7">) => {
    const state = () => accountState(chain, wallet.account.address, nonceKeyOf(userOperation))
    const before = await state()
    const refusal = await refusalOf(wallet, userOperation)
    return { refusal, before, after: await state() }
  }

  it("a signature by another key: AA24", async () => {
    const { wallet } = await deployedAccount()
    const prepared = await prepareUserOperation(wallet, transfer())
    const intruder = await newSmartAccount(chain)
    const { refusal, before, after } = await refused(wallet, { ...prepared, signature: await intruder.account.signUserOperation(prepared) })
    expect(refusal).toContain("AA24 signature error")
    expect(after).toEqual(before)
  })

  it("the nonce of an operation already mined: AA25", async () => {
    const { wallet, first } = await deployedAccount()
    const prepared = await prepareUserOperation(wallet, transfer())
    const { refusal, before, after } = await refused(wallet, await resigned(wallet, prepared, { nonce: first.nonce }))
    expect(refusal).toContain("AA25 invalid account nonce")
    // The EntryPoint answers the whole next nonce: the key, then the sequence after the mined one.
    expect(before.nonce).toBe(first.nonce + 1n)
    expect(after).toEqual(before)
  })

  it("too little verification gas for the account's deployment: AA13", async () => {
    const wallet = await fundedAccount()
    const prepared = await prepareUserOperation(wallet, transfer())
    const { refusal, before, after } = await refused(wallet, await resigned(wallet, prepared, { verificationGasLimit: 20_000n }))
    expect(refusal).toContain("AA13 initCode failed or OOG")
    expect(after).toEqual(before)
  })

  it("too little pre-verification gas to pay the bundler for its calldata", async () => {
    const { wallet } = await deployedAccount()
    const prepared = await prepareUserOperation(wallet, transfer())
    const { refusal, before, after } = await refused(wallet, await resigned(wallet, prepared, { preVerificationGas: 1_000n }))
    expect(refusal).toMatch(/^preVerificationGas is not enough, required: \d+, got: 1000$/)
    expect(after).toEqual(before)
  })

  it("an account without the coin to pay for it, and no paymaster: AA21", async () => {
    const wallet = await newSmartAccount(chain)
    // The bundler's estimation refuses it already, so the gas is given (what estimation answers for a funded one).
    const gas = { callGasLimit: 100_000n, verificationGasLimit: 400_000n, preVerificationGas: 60_000n }
    const prepared = (await wallet.bundler.prepareUserOperation({ calls: [{ to: RECIPIENT, value: 0n }], ...gas })) as UserOperation<"0.7">
    const { refusal, before, after } = await refused(wallet, await resigned(wallet, prepared, {}))
    expect(refusal).toContain("AA21 didn't pay prefund")
    expect(before.native).toBe(0n)
    expect(after).toEqual(before)
  })
})

describe("the account's message signatures", () => {
  it("verify before deployment (ERC-6492) and after (ERC-1271); another owner's never", async () => {
    const { publicClient, deployer } = chainClients(chain)
    const wallet = await newSmartAccount(chain)
    const address = wallet.account.address
    const message = "Sign in to Doorway"
    const intruder = await newSmartAccount(chain)
    const forged = await intruder.owner.sign!({ hash: accountBoundHash(hashMessage(message), address, chain.chainId) })
    const { factory, factoryData } = await wallet.account.getFactoryArgs()

    const wrapped = await wallet.account.signMessage({ message })
    expect(await publicClient.verifyMessage({ address, message, signature: wrapped })).toBe(true)
    const forgedWrapped = serializeErc6492Signature({ address: factory!, data: factoryData!, signature: forged })
    expect(await publicClient.verifyMessage({ address, message, signature: forgedWrapped })).toBe(false)

    const hash = await deployer.writeContract({
      address: chain.fixtures.accountAbstraction.accountFactory,
      abi: ACCOUNT_FACTORY_ABI,
      functionName: "createAccount",
      args: [wallet.owner.address, 0n]
    })
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(await smartAccountAddressOf(publicClient, chain.fixtures.accountAbstraction, wallet.owner.address)).toBe(address)
    const plain = await wallet.account.signMessage({ message })
    expect(plain.length).toBe(132)
    expect(await publicClient.verifyMessage({ address, message, signature: plain })).toBe(true)
    expect(await publicClient.verifyMessage({ address, message, signature: forged })).toBe(false)
    // The owner's own EOA signature is not the account's.
    expect(await publicClient.verifyMessage({ address, message, signature: await wallet.owner.signMessage({ message }) })).toBe(false)
  })
})

describe("startBundler", () => {
  it("fails with a DevnetError carrying the bundler's own words when the EntryPoint is missing", async () => {
    const error = await startBundler({ chainId: 1, rpcUrl: chain.rpcUrl, entryPoint: zeroAddress.replace(/0$/, "1") as Address }).catch(
      (caught: unknown) => caught
    )
    expect(error).toBeInstanceOf(DevnetError)
    expect((error as DevnetError).service).toBe("bundler:1")
    expect((error as DevnetError).message).toMatch(/exited during start-up/)
    expect((error as DevnetError).message).toMatch(/entry point 0x0+1 does not exist/i)
  })
})

describe("the data service's bundler route (SPEC §7)", () => {
  const routeUrl = (query: string) => `${data.url}/v1/bundler?${query}`
  const post = async (query: string, body: unknown) => {
    const response = await fetch(routeUrl(query), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const supportedEntryPoints = { jsonrpc: "2.0", id: 7, method: "eth_supportedEntryPoints", params: [] }

  it("forwards user operations and their queries to the chain's bundler, its answers as they are", async () => {
    const { publicClient } = chainClients(chain)
    const wallet = await newSmartAccount(chain, routeUrl(`projectId=${TEST_PROJECT_ID}&chainId=eip155:1&bundler=pimlico`))
    await fund(chain, wallet.account.address, { native: "1", usdc: "10" })
    const before = await publicClient.getBalance({ address: TOKEN_RECIPIENT })
    const hash = await wallet.bundler.sendUserOperation({ calls: [{ to: TOKEN_RECIPIENT, value: 5n }, usdcTransfer(chain, TOKEN_RECIPIENT, "1")] })
    const receipt = await wallet.bundler.waitForUserOperationReceipt({ hash, timeout: 15_000 })
    expect(receipt.success).toBe(true)
    expect(await publicClient.getBalance({ address: TOKEN_RECIPIENT })).toBe(before + 5n)
    expect((await wallet.bundler.getUserOperationReceipt({ hash })).receipt.transactionHash).toBe(receipt.receipt.transactionHash)

    const direct = await fetch(chain.bundlerUrl!, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(supportedEntryPoints) })
    expect(await post(`projectId=${TEST_PROJECT_ID}&chainId=eip155:1&bundler=pimlico`, supportedEntryPoints)).toEqual({ status: 200, body: await direct.json() })
    // A refusal is the bundler's own JSON-RPC error.
    const prepared = await prepareUserOperation(wallet, [{ to: TOKEN_RECIPIENT, value: 1n }])
    expect(await refusalOf(wallet, { ...prepared, signature: await wallet.owner.signMessage({ message: "not the operation" }) })).toContain("AA24 signature error")
  })
})
