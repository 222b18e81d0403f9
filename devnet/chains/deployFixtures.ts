import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  http,
  parseUnits,
  type Address,
  type Hash
} from "viem"
import { deployAccountAbstraction } from "../account-abstraction/deployAccountAbstraction.js"
import type { AccountAbstractionAddresses } from "../account-abstraction/doorwaySmartAccount.js"
import { DevnetError } from "../DevnetError.js"
import { DEV_WALLET_ADDRESS, WALLET_PAGE_ADDRESS } from "../devKeys.js"
import { collectiblesAbi, constantProductPoolAbi, stableTokenAbi, tetherTokenAbi } from "./abis.js"
import {
  DEV_FUNDING,
  NATIVE_COIN,
  POOL_SEED,
  type ChainFixtures,
  type NftFixture,
  type PoolFixture,
  type TokenFixture
} from "./ChainFixtures.js"
import { compileContracts } from "./compile.js"
import { confirmTransaction } from "./confirmTransaction.js"
import type { DevChain, TokenPlacement } from "./devChains.js"
import { viemChain } from "./viemChain.js"

export interface DeployFixturesOptions {
  readonly rpcUrl: string
  readonly chain: DevChain
  /** Prefix of every `tokenURI`; the owner can change it later with `setBaseURI`. */
  readonly nftBaseUri?: string
  /**
   * Called as soon as the ERC-4337 contracts are on the chain, while the other fixtures are still
   * being deployed: a bundler can start then (it refuses to start without its EntryPoint).
   */
  readonly onAccountAbstraction?: (addresses: AccountAbstractionAddresses) => void
}

const STABLE_DECIMALS = 6
const DEFAULT_NFT_BASE_URI = "devnet:collectibles/"

/** Owners of the NFTs minted at start-up, token ids 1, 2, 3... in this order. */
const nftOwners = (accounts: ReadonlyArray<Address>): ReadonlyArray<Address> => {
  const [first, second] = accounts
  const dev = DEV_WALLET_ADDRESS
  return [dev, dev, dev, ...(first ? [first, first] : []), ...(second ? [second] : [])]
}

/**
 * Puts the devnet contracts on a fresh anvil chain: the USDC-like and USDT-style tokens at the
 * chain's real addresses (runtime code placed with `anvil_setCode`, then `initialize`d), a
 * 0-decimals token, an ERC721 collection and two seeded pools; funds anvil's accounts and the dev
 * wallet. Everything is sent by anvil's first account, so addresses are the same on every start.
 * Beside them, by a key of their own, the ERC-4337 EntryPoint and account factory (SPEC §6).
 */
export const deployFixtures = (options: DeployFixturesOptions): Promise<ChainFixtures> =>
  deployAll(options).catch((cause: unknown) => {
    if (cause instanceof DevnetError) throw cause
    const detail = (cause as { shortMessage?: unknown }).shortMessage ?? (cause instanceof Error ? cause.message : String(cause))
    throw new DevnetError({ service: `fixtures:${options.chain.chainId}`, message: `Deploying the fixtures failed: ${String(detail)}`, cause })
  })

const deployAll = async (options: DeployFixturesOptions): Promise<ChainFixtures> => {
  const [assets, accountAbstraction] = await Promise.all([
    deployAssets(options),
    deployAccountAbstraction({ rpcUrl: options.rpcUrl, chain: viemChain(options.chain, options.rpcUrl) }).then((addresses) => {
      options.onAccountAbstraction?.(addresses)
      return addresses
    })
  ])
  return { ...assets, accountAbstraction }
}

const deployAssets = async (options: DeployFixturesOptions): Promise<Omit<ChainFixtures, "accountAbstraction">> => {
  const { chain } = options
  const service = `fixtures:${chain.chainId}`
  const contracts = await compileContracts()
  const local = viemChain(chain, options.rpcUrl)
  const transport = http(options.rpcUrl)
  const publicClient = createPublicClient({ chain: local, transport })
  const testClient = createTestClient({ chain: local, mode: "anvil", transport })
  const accounts = (await createWalletClient({ chain: local, transport }).getAddresses()).map((address) => getAddress(address))
  const deployer = accounts[0]
  if (deployer === undefined) throw new DevnetError({ service, message: "anvil reported no unlocked accounts" })
  const client = createWalletClient({ chain: local, transport, account: deployer })

  const confirm = (hash: Hash, what: string) => confirmTransaction({ publicClient, testClient }, service, hash, what)
  const deploy = async (what: string, hash: Hash): Promise<Address> => {
    const receipt = await confirm(hash, what)
    if (!receipt.contractAddress) throw new DevnetError({ service, message: `${what} created no contract` })
    return getAddress(receipt.contractAddress)
  }

  // Tokens at their real addresses: runtime code first, then the state a constructor would set.
  const placeToken = async (
    placement: TokenPlacement,
    standard: TokenFixture["standard"]
  ): Promise<TokenFixture> => {
    const artifact = standard === "erc20" ? contracts.StableToken : contracts.TetherToken
    await testClient.setCode({ address: placement.address, bytecode: artifact.deployedBytecode })
    await confirm(
      await client.writeContract({
        address: placement.address,
        abi: stableTokenAbi,
        functionName: "initialize",
        args: [placement.name, placement.symbol, STABLE_DECIMALS, deployer]
      }),
      `initialize ${placement.symbol}`
    )
    return { ...placement, address: getAddress(placement.address), decimals: STABLE_DECIMALS, standard }
  }
  const usdc = await placeToken(chain.usdc, "erc20")
  const usdt = await placeToken(chain.usdt, "erc20-no-return")

  const wholeAddress = await deploy(
    "deploy WHOLE",
    await client.deployContract({ abi: stableTokenAbi, bytecode: contracts.StableToken.bytecode })
  )
  await confirm(
    await client.writeContract({
      address: wholeAddress,
      abi: stableTokenAbi,
      functionName: "initialize",
      args: ["Whole Token", "WHOLE", 0, deployer]
    }),
    "initialize WHOLE"
  )
  const whole: TokenFixture = { address: wholeAddress, name: "Whole Token", symbol: "WHOLE", decimals: 0, standard: "erc20" }

  // Funding: every anvil account and the dev wallet get every token; the deployer also gets the
  // pool liquidity on top.
  const holders = [...accounts, DEV_WALLET_ADDRESS]
  const mint = async (token: TokenFixture, to: Address, units: number) =>
    confirm(
      await client.writeContract({
        address: token.address,
        abi: stableTokenAbi,
        functionName: "mint",
        args: [to, parseUnits(String(units), token.decimals)]
      }),
      `mint ${token.symbol}`
    )
  for (const holder of holders) {
    await mint(usdc, holder, DEV_FUNDING.usdc)
    await mint(usdt, holder, DEV_FUNDING.usdt)
    await mint(whole, holder, DEV_FUNDING.whole)
  }
  await mint(usdc, deployer, POOL_SEED.nativeUsdc.usdc + POOL_SEED.usdcUsdt.usdc)
  await mint(usdt, deployer, POOL_SEED.usdcUsdt.usdt)
  await testClient.setBalance({ address: DEV_WALLET_ADDRESS, value: parseUnits(String(DEV_FUNDING.native), 18) })
  // The WalletConnect wallet page pays its own gas: native coin only.
  await testClient.setBalance({ address: WALLET_PAGE_ADDRESS, value: parseUnits(String(DEV_FUNDING.native), 18) })

  const nft = await deployCollection()
  const pools = {
    nativeUsdc: await deployPool(`${chain.nativeCurrency.symbol}/USDC`, NATIVE_COIN, usdc, POOL_SEED.nativeUsdc.native, POOL_SEED.nativeUsdc.usdc),
    usdcUsdt: await deployPool("USDC/USDT", usdc.address, usdt, POOL_SEED.usdcUsdt.usdc, POOL_SEED.usdcUsdt.usdt)
  }

  return {
    chainId: chain.chainId,
    deployer,
    accounts,
    devWallet: DEV_WALLET_ADDRESS,
    nativeCurrency: chain.nativeCurrency,
    tokens: { usdc, usdt, whole },
    nft,
    pools
  }

  async function deployCollection(): Promise<NftFixture> {
    const name = "Devnet Collectibles"
    const symbol = "DVC"
    const baseUri = options.nftBaseUri ?? DEFAULT_NFT_BASE_URI
    const address = await deploy(
      "deploy Collectibles",
      await client.deployContract({
        abi: collectiblesAbi,
        bytecode: contracts.Collectibles.bytecode,
        args: [name, symbol, baseUri]
      })
    )
    const tokens: Array<NftFixture["tokens"][number]> = []
    for (const owner of nftOwners(accounts)) {
      await confirm(
        await client.writeContract({ address, abi: collectiblesAbi, functionName: "mint", args: [owner] }),
        "mint NFT"
      )
      tokens.push({ tokenId: tokens.length + 1, owner })
    }
    return { address, name, symbol, baseUri, tokens }
  }

  /** Deploys a pool for `token0`/`token1` and seeds it; `token0` may be the native coin. */
  async function deployPool(
    label: string,
    token0: Address,
    token1: TokenFixture,
    units0: number,
    units1: number
  ): Promise<PoolFixture> {
    const address = await deploy(
      `deploy pool ${label}`,
      await client.deployContract({
        abi: constantProductPoolAbi,
        bytecode: contracts.ConstantProductPool.bytecode,
        args: [token0, token1.address]
      })
    )
    const amount0 = token0 === NATIVE_COIN ? parseUnits(String(units0), 18) : parseUnits(String(units0), STABLE_DECIMALS)
    const amount1 = parseUnits(String(units1), token1.decimals)
    const approve = async (token: Address, standard: TokenFixture["standard"], amount: bigint) =>
      confirm(
        await client.writeContract({
          address: token,
          abi: standard === "erc20" ? stableTokenAbi : tetherTokenAbi,
          functionName: "approve",
          args: [address, amount]
        }),
        `approve ${label}`
      )
    if (token0 !== NATIVE_COIN) await approve(token0, "erc20", amount0)
    await approve(token1.address, token1.standard, amount1)
    await confirm(
      await client.writeContract({
        address,
        abi: constantProductPoolAbi,
        functionName: "addLiquidity",
        args: [amount0, amount1],
        value: token0 === NATIVE_COIN ? amount0 : 0n
      }),
      `seed pool ${label}`
    )
    return { address, label, token0, token1: token1.address }
  }
}
