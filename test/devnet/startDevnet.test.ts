import { existsSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction
} from "@solana/web3.js"
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  hashMessage,
  http,
  parseEther,
  parseUnits,
  toFunctionSignature,
  toEventSignature,
  type Abi,
  type Address,
  type Hex
} from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { createSiwxMessage } from "../../core/siwx/eip4361/createSiwxMessage.js"
import { CaipNetworkId } from "../../schemas/Caip.js"
import { collectiblesAbi, constantProductPoolAbi, stableTokenAbi, tetherTokenAbi } from "../../devnet/chains/abis.js"
import { DEV_FUNDING, NATIVE_COIN } from "../../devnet/chains/ChainFixtures.js"
import { compileContracts } from "../../devnet/chains/compile.js"
import type { EvmChain } from "../../devnet/chains/startEvmChains.js"
import { viemChain } from "../../devnet/chains/viemChain.js"
import { DEV_WALLET_ADDRESS, DEV_WALLET_PRIVATE_KEY, SOLANA_DEV_WALLET_ADDRESS } from "../../devnet/devKeys.js"
import { solanaDevWalletKeypair } from "../../devnet/solana/devWallet.js"
import { SOLANA_CAIP_NETWORK_ID, SOLANA_DEV_FUNDING } from "../../devnet/solana/startSolana.js"
import { TOKEN_PROGRAM_ID } from "../../devnet/solana/splToken.js"
import { clearFaults, setFault } from "../../devnet/net/faults/faultsClient.js"
import { devnetManifest, devnetResource, startDevnet, type Devnet } from "../../devnet/startDevnet.js"
import { WebSocket } from "ws"
import { relayKey, relayQuery, signRelayJwt } from "./relay/relayJwt.js"
import { frameClient } from "./secure-site/frameClient.js"
import { signInInPopup } from "./secure-site/socialClient.js"

let devnet: Devnet

// How long the start takes is a benchmark (`npm run bench`), not a test.
beforeAll(async () => {
  devnet = await startDevnet()
})

afterAll(async () => {
  await devnet?.stop()
})

const chainById = (chainId: number): EvmChain => {
  const chain = devnet.evm.find((entry) => entry.chainId === chainId)
  if (!chain) throw new Error(`no chain ${chainId}`)
  return chain
}

const clients = (chain: EvmChain) => {
  const local = viemChain({ chainId: chain.chainId, name: chain.name, nativeCurrency: chain.fixtures.nativeCurrency }, chain.rpcUrl)
  const transport = http(chain.rpcUrl)
  return {
    publicClient: createPublicClient({ chain: local, transport }),
    testClient: createTestClient({ chain: local, mode: "anvil", transport }),
    // The dev wallet signs locally: anvil does not hold its key.
    devWallet: createWalletClient({ chain: local, transport, account: privateKeyToAccount(DEV_WALLET_PRIVATE_KEY) })
  }
}

/** Runs `body` and reverts the chain to its state before, so tests do not see each other's writes. */
const withSnapshot = async (chain: EvmChain, body: () => Promise<void>) => {
  const { testClient } = clients(chain)
  const id = await testClient.snapshot()
  try {
    await body()
  } finally {
    await testClient.revert({ id })
  }
}

const rpc = async (url: string, body: string) => {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe("startDevnet: EVM chains", () => {
  it("starts Ethereum, Polygon and Sepolia on free loopback ports with their real chain ids", async () => {
    expect(devnet.evm.map((chain) => chain.chainId)).toEqual([1, 137, 11155111])
    expect(devnet.evm.map((chain) => chain.caipNetworkId)).toEqual(["eip155:1", "eip155:137", "eip155:11155111"])
    expect(new Set(devnet.evm.map((chain) => new URL(chain.rpcUrl).port)).size).toBe(3)
    for (const chain of devnet.evm) {
      expect(new URL(chain.rpcUrl).hostname).toBe("127.0.0.1")
      expect(await clients(chain).publicClient.getChainId()).toBe(chain.chainId)
    }
  })

  it("puts a 6-decimals USDC at the real address of each chain and funds the dev wallet", async () => {
    const expected = {
      1: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
      137: "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359",
      11155111: "0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238"
    } as Record<number, Address>
    for (const chain of devnet.evm) {
      const { publicClient } = clients(chain)
      const usdc = chain.fixtures.tokens.usdc
      expect(usdc.address).toBe(expected[chain.chainId])
      expect(await publicClient.readContract({ address: usdc.address, abi: erc20Abi, functionName: "decimals" })).toBe(6)
      expect(await publicClient.readContract({ address: usdc.address, abi: erc20Abi, functionName: "symbol" })).toBe("USDC")
      const balance = await publicClient.readContract({
        address: usdc.address,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [DEV_WALLET_ADDRESS]
      })
      expect(balance).toBe(parseUnits(String(DEV_FUNDING.usdc), 6))
      expect(await publicClient.getBalance({ address: DEV_WALLET_ADDRESS })).toBe(parseEther(String(DEV_FUNDING.native)))
    }
  })

  it("the dev wallet is not one of anvil's unlocked accounts", () => {
    for (const chain of devnet.evm) {
      expect(chain.fixtures.accounts).toHaveLength(10)
      expect(chain.fixtures.accounts).not.toContain(DEV_WALLET_ADDRESS)
      expect(chain.fixtures.devWallet).toBe(DEV_WALLET_ADDRESS)
    }
  })

  it("a USDT-style transfer returns empty data and still moves the balance", async () => {
    const chain = chainById(1)
    const { publicClient, devWallet } = clients(chain)
    const usdt = chain.fixtures.tokens.usdt
    expect(usdt.address).toBe("0xdAC17F958D2ee523a2206206994597C13D831ec7")
    expect(usdt.standard).toBe("erc20-no-return")
    const recipient = chain.fixtures.accounts[5]!
    const amount = parseUnits("12.5", 6)
    const data = encodeFunctionData({ abi: tetherTokenAbi, functionName: "transfer", args: [recipient, amount] })
    const returned = await publicClient.call({ account: DEV_WALLET_ADDRESS, to: usdt.address, data })
    expect(returned.data ?? "0x").toBe("0x")
    await withSnapshot(chain, async () => {
      const before = await publicClient.readContract({ address: usdt.address, abi: erc20Abi, functionName: "balanceOf", args: [recipient] })
      const hash = await devWallet.sendTransaction({ to: usdt.address, data })
      expect((await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe("success")
      const after = await publicClient.readContract({ address: usdt.address, abi: erc20Abi, functionName: "balanceOf", args: [recipient] })
      expect(after - before).toBe(amount)
    })
  })

  it("the USDT-style token refuses to change a non-zero allowance to another non-zero one", async () => {
    const chain = chainById(137)
    const { publicClient } = clients(chain)
    const usdt = chain.fixtures.tokens.usdt
    const pool = chain.fixtures.pools.usdcUsdt.address
    // The deployer approved exactly the seeded amount and the pool spent all of it: now 0.
    expect(await publicClient.readContract({ address: usdt.address, abi: erc20Abi, functionName: "allowance", args: [chain.fixtures.deployer, pool] })).toBe(0n)
    await withSnapshot(chain, async () => {
      const { devWallet } = clients(chain)
      await publicClient.waitForTransactionReceipt({
        hash: await devWallet.writeContract({ address: usdt.address, abi: tetherTokenAbi, functionName: "approve", args: [pool, 1n] }),
        pollingInterval: 20
      })
      await expect(
        publicClient.simulateContract({ account: DEV_WALLET_ADDRESS, address: usdt.address, abi: tetherTokenAbi, functionName: "approve", args: [pool, 2n] })
      ).rejects.toThrow(/reset allowance to 0 first/)
    })
  })

  it("the WHOLE token has 0 decimals", async () => {
    for (const chain of devnet.evm) {
      const whole = chain.fixtures.tokens.whole
      const { publicClient } = clients(chain)
      expect(whole.decimals).toBe(0)
      expect(await publicClient.readContract({ address: whole.address, abi: erc20Abi, functionName: "decimals" })).toBe(0)
      expect(
        await publicClient.readContract({ address: whole.address, abi: erc20Abi, functionName: "balanceOf", args: [DEV_WALLET_ADDRESS] })
      ).toBe(BigInt(DEV_FUNDING.whole))
    }
  })

  it("mints NFTs to the dev accounts, with ownerOf and tokenURI", async () => {
    const chain = chainById(11155111)
    const { publicClient } = clients(chain)
    const nft = chain.fixtures.nft
    expect(nft.tokens.length).toBeGreaterThanOrEqual(3)
    for (const { tokenId, owner } of nft.tokens) {
      expect(await publicClient.readContract({ address: nft.address, abi: collectiblesAbi, functionName: "ownerOf", args: [BigInt(tokenId)] })).toBe(owner)
    }
    expect(await publicClient.readContract({ address: nft.address, abi: collectiblesAbi, functionName: "balanceOf", args: [DEV_WALLET_ADDRESS] })).toBe(
      BigInt(nft.tokens.filter((token) => token.owner === DEV_WALLET_ADDRESS).length)
    )
    expect(await publicClient.readContract({ address: nft.address, abi: collectiblesAbi, functionName: "tokenURI", args: [2n] })).toBe(`${nft.baseUri}2`)
    expect(await publicClient.readContract({ address: nft.address, abi: collectiblesAbi, functionName: "supportsInterface", args: ["0x80ac58cd"] })).toBe(true)
  })

  it("a native-coin swap moves both balances by exactly the pool's quote", async () => {
    const chain = chainById(1)
    const { publicClient, devWallet } = clients(chain)
    const pool = chain.fixtures.pools.nativeUsdc
    const usdc = chain.fixtures.tokens.usdc.address
    expect(pool.token0).toBe(NATIVE_COIN)
    const amountIn = parseEther("1")
    await withSnapshot(chain, async () => {
      const quoted = await publicClient.readContract({ address: pool.address, abi: constantProductPoolAbi, functionName: "quote", args: [amountIn, NATIVE_COIN] })
      // About 3000 USDC for 1 ETH, minus the 0.3% fee and the price impact.
      expect(quoted).toBeGreaterThan(parseUnits("2900", 6))
      expect(quoted).toBeLessThan(parseUnits("3000", 6))
      const [reserve0, reserve1] = await publicClient.readContract({ address: pool.address, abi: constantProductPoolAbi, functionName: "getReserves" })
      const usdcBefore = await publicClient.readContract({ address: usdc, abi: erc20Abi, functionName: "balanceOf", args: [DEV_WALLET_ADDRESS] })
      const hash = await devWallet.writeContract({
        address: pool.address,
        abi: constantProductPoolAbi,
        functionName: "swap",
        args: [NATIVE_COIN, amountIn, quoted, DEV_WALLET_ADDRESS],
        value: amountIn
      })
      expect((await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe("success")
      const usdcAfter = await publicClient.readContract({ address: usdc, abi: erc20Abi, functionName: "balanceOf", args: [DEV_WALLET_ADDRESS] })
      expect(usdcAfter - usdcBefore).toBe(quoted)
      expect(await publicClient.readContract({ address: pool.address, abi: constantProductPoolAbi, functionName: "getReserves" })).toEqual([
        reserve0 + amountIn,
        reserve1 - quoted
      ])
    })
  })

  it("a token swap pulls USDC with transferFrom and pays out the USDT-style token", async () => {
    const chain = chainById(137)
    const { publicClient, devWallet } = clients(chain)
    const pool = chain.fixtures.pools.usdcUsdt
    const { usdc, usdt } = chain.fixtures.tokens
    const amountIn = parseUnits("1000", 6)
    await withSnapshot(chain, async () => {
      const quoted = await publicClient.readContract({ address: pool.address, abi: constantProductPoolAbi, functionName: "quote", args: [amountIn, usdc.address] })
      const balance = (token: Address) =>
        publicClient.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [DEV_WALLET_ADDRESS] })
      const [usdcBefore, usdtBefore] = [await balance(usdc.address), await balance(usdt.address)]
      await publicClient.waitForTransactionReceipt({
        hash: await devWallet.writeContract({ address: usdc.address, abi: erc20Abi, functionName: "approve", args: [pool.address, amountIn] }),
        pollingInterval: 20
      })
      const hash = await devWallet.writeContract({
        address: pool.address,
        abi: constantProductPoolAbi,
        functionName: "swap",
        args: [usdc.address, amountIn, quoted, DEV_WALLET_ADDRESS]
      })
      expect((await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe("success")
      expect(usdcBefore - (await balance(usdc.address))).toBe(amountIn)
      expect((await balance(usdt.address)) - usdtBefore).toBe(quoted)
    })
  })

  it("a swap that would pay less than minOut reverts", async () => {
    const chain = chainById(1)
    const { publicClient } = clients(chain)
    const pool = chain.fixtures.pools.nativeUsdc
    const amountIn = parseEther("1")
    const quoted = await publicClient.readContract({ address: pool.address, abi: constantProductPoolAbi, functionName: "quote", args: [amountIn, NATIVE_COIN] })
    await expect(
      publicClient.simulateContract({
        account: DEV_WALLET_ADDRESS,
        address: pool.address,
        abi: constantProductPoolAbi,
        functionName: "swap",
        args: [NATIVE_COIN, amountIn, quoted + 1n, DEV_WALLET_ADDRESS],
        value: amountIn
      })
    ).rejects.toThrow(/slippage/)
  })

  it("the typed ABIs match the compiler's output", async () => {
    const compiled = await compileContracts()
    const signatures = (abi: Abi) =>
      abi
        .flatMap((item) =>
          item.type === "function" ? [toFunctionSignature(item)] : item.type === "event" ? [toEventSignature(item)] : []
        )
        .sort()
    expect(signatures(stableTokenAbi)).toEqual(signatures(compiled.StableToken.abi))
    expect(signatures(tetherTokenAbi)).toEqual(signatures(compiled.TetherToken.abi))
    expect(signatures(collectiblesAbi)).toEqual(signatures(compiled.Collectibles.abi))
    expect(signatures(constantProductPoolAbi)).toEqual(signatures(compiled.ConstantProductPool.abi))
  })
})

describe("startDevnet: Solana", () => {
  it("answers as mainnet-beta with a funded dev wallet", async () => {
    const connection = new Connection(devnet.solana.rpcUrl, "confirmed")
    expect(devnet.solana.caipNetworkId).toBe(SOLANA_CAIP_NETWORK_ID)
    expect(await connection.getGenesisHash()).toBe(devnet.solana.genesisHash)
    expect(SOLANA_CAIP_NETWORK_ID).toBe(`solana:${devnet.solana.genesisHash.slice(0, 32)}`)
    expect(solanaDevWalletKeypair().publicKey.toBase58()).toBe(SOLANA_DEV_WALLET_ADDRESS)
    expect(await connection.getBalance(new PublicKey(SOLANA_DEV_WALLET_ADDRESS))).toBeGreaterThan(0)
  })

  it("a SOL transfer signed with web3.js is sent, confirmed by getSignatureStatuses, and moves both balances", async () => {
    const connection = new Connection(devnet.solana.rpcUrl, "confirmed")
    const payer = solanaDevWalletKeypair()
    const recipient = Keypair.generate().publicKey
    const before = await connection.getBalance(payer.publicKey)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: LAMPORTS_PER_SOL })
    )
    const fee = (await connection.getFeeForMessage(transaction.compileMessage())).value
    expect(fee).toBe(5000)
    transaction.sign(payer)
    const signature = await connection.sendRawTransaction(transaction.serialize())
    const status = (await connection.getSignatureStatuses([signature])).value[0]
    expect(status?.err).toBeNull()
    expect(status?.confirmationStatus).toBe("finalized")
    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL)
    expect(await connection.getBalance(payer.publicKey)).toBe(before - LAMPORTS_PER_SOL - 5000)
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.err).toBeNull()
    expect(landed?.meta?.postBalances[1]).toBe(LAMPORTS_PER_SOL)
    // A blockhash is valid for a while after newer ones appear, as on the real cluster.
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
  })

  it("sendAndConfirmTransaction confirms over the PubSub WebSocket", async () => {
    const connection = new Connection(devnet.solana.rpcUrl, { commitment: "confirmed", wsEndpoint: devnet.solana.wsUrl })
    const payer = solanaDevWalletKeypair()
    const recipient = Keypair.generate().publicKey
    const transaction = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: LAMPORTS_PER_SOL / 2 })
    )
    const signature = await sendAndConfirmTransaction(connection, transaction, [payer])
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL / 2)
    expect((await connection.getSignaturesForAddress(recipient))[0]?.signature).toBe(signature)
  })

  it("a failing transaction is refused with the program logs", async () => {
    const connection = new Connection(devnet.solana.rpcUrl, "confirmed")
    const payer = solanaDevWalletKeypair()
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 10n ** 17n })
    )
    transaction.sign(payer)
    const error = await connection.sendRawTransaction(transaction.serialize()).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toContain("custom program error: 0x1")
    expect((error as { logs?: Array<string> }).logs?.some((line) => line.includes("insufficient lamports"))).toBe(true)
  })

  it("lists the dev wallet's USDC token account", async () => {
    const connection = new Connection(devnet.solana.rpcUrl, "confirmed")
    const owner = new PublicKey(SOLANA_DEV_WALLET_ADDRESS)
    const parsed = await connection.getParsedTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID })
    expect(parsed.value).toHaveLength(1)
    const info = (parsed.value[0]?.account.data as { parsed: { info: { mint: string; tokenAmount: { uiAmount: number; decimals: number } } } }).parsed.info
    expect(info.mint).toBe(devnet.solana.fixtures.usdc.mint)
    expect(info.tokenAmount).toMatchObject({ decimals: 6, uiAmount: SOLANA_DEV_FUNDING.usdc })
    const raw = await connection.getTokenAccountsByOwner(owner, { mint: new PublicKey(devnet.solana.fixtures.usdc.mint) })
    expect(raw.value[0]?.pubkey.toBase58()).toBe(devnet.solana.fixtures.usdc.devWalletAccount)
    expect((await connection.getTokenAccountBalance(raw.value[0]!.pubkey)).value.uiAmountString).toBe(String(SOLANA_DEV_FUNDING.usdc))
  })

  it("answers malformed JSON with -32700 and an unknown method with -32601", async () => {
    const malformed = await rpc(devnet.solana.rpcUrl, "{\"jsonrpc\":\"2.0\",")
    expect(malformed.body["error"]).toMatchObject({ code: -32700 })
    const unknown = await rpc(devnet.solana.rpcUrl, JSON.stringify({ jsonrpc: "2.0", id: 7, method: "getNothing", params: [] }))
    expect(unknown.body).toMatchObject({ id: 7, error: { code: -32601 } })
    const badKey = await rpc(devnet.solana.rpcUrl, JSON.stringify({ jsonrpc: "2.0", id: 8, method: "getBalance", params: ["not-a-key"] }))
    expect(badKey.body).toMatchObject({ id: 8, error: { code: -32602 } })
    // Still serving after all that.
    expect(await new Connection(devnet.solana.rpcUrl).getSlot()).toBeGreaterThan(0)
  })
})

describe("startDevnet: WalletConnect relay", () => {
  /** Opens a socket with a fresh token for `projectId` and subscribes: "subscribed", or the reason it was closed with. */
  const connect = (projectId: string) =>
    new Promise<string>((resolve, reject) => {
      const auth = signRelayJwt(relayKey(), { aud: devnet.relay.url, iat: Math.floor(Date.now() / 1000) })
      const socket = new WebSocket(devnet.relay.url + relayQuery(auth, projectId))
      socket.once("error", reject)
      socket.once("close", (_code, reason) => resolve(reason.toString("utf8")))
      socket.once("message", () => {
        resolve("subscribed")
        socket.close()
      })
      socket.once("open", () => socket.send(JSON.stringify({ id: 1, jsonrpc: "2.0", method: "irn_subscribe", params: { topic: "ab".repeat(32) } })))
    })

  it("serves the catalogue's projects, including one added after start", async () => {
    expect(devnet.relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(await connect("doorway-demo")).toBe("subscribed")
    expect(await connect("doorway-added")).toBe("Unauthorized: invalid key")
    devnet.catalogue.setProject("doorway-added", {})
    try {
      expect(await connect("doorway-added")).toBe("subscribed")
    } finally {
      devnet.catalogue.removeProject("doorway-added")
    }
  })
})

describe("startDevnet: sign-in service", () => {
  /** A nonce from the catalogue's host, then `account`'s message for it on Polygon signed over its EIP-191 hash. */
  const signIn = async (accountAddress: Address, sign: (hash: Hex) => Promise<Hex>) => {
    const query = `?projectId=doorway-demo&st=appkit&sv=html-wagmi-1.7.16`
    const { nonce, token } = (await (await fetch(`${devnet.catalogue.url}/auth/v1/nonce${query}`)).json()) as { nonce: string; token: string }
    const message = createSiwxMessage({
      accountAddress,
      chainId: CaipNetworkId.make("eip155:137"),
      domain: "127.0.0.1:7770",
      uri: "http://127.0.0.1:7770/",
      version: "1",
      nonce,
      issuedAt: new Date().toISOString()
    })
    const response = await fetch(`${devnet.catalogue.url}/auth/v1/authenticate${query}`, {
      method: "POST",
      headers: { "x-nonce-jwt": `Bearer ${token}` },
      body: JSON.stringify({ message, signature: await sign(hashMessage(message)) })
    })
    return response.status
  }

  it("verifies a contract wallet (ERC-1271) through the local chain's node, and the dev wallet's own key", async () => {
    const chain = chainById(137)
    const { publicClient, devWallet } = clients(chain)
    const contracts = await compileContracts()
    const owner = privateKeyToAccount(DEV_WALLET_PRIVATE_KEY)
    await withSnapshot(chain, async () => {
      const hash = await devWallet.deployContract({ abi: contracts.OwnedSigner.abi, bytecode: contracts.OwnedSigner.bytecode, args: [owner.address] })
      const contractWallet = getAddress((await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })).contractAddress!)
      expect(await signIn(contractWallet, (digest) => owner.sign({ hash: digest }))).toBe(200)
      expect(await signIn(owner.address, (digest) => owner.sign({ hash: digest }))).toBe(200)
      const stranger = privateKeyToAccount(generatePrivateKey())
      expect(await signIn(contractWallet, (digest) => stranger.sign({ hash: digest }))).toBe(401)
    })
  })
})

describe("devnetResource", () => {
  it.live("starts the stand-ins on acquire and stops them when the scope closes; the secure site's users live in a temporary folder of its own, removed then", () =>
    Effect.gen(function* () {
      const { rpcUrl, usersFolder } = yield* Effect.scoped(
        Effect.gen(function* () {
          const local = yield* devnetResource({ evm: { chains: [] } })
          expect(local.evm).toEqual([])
          const slot = yield* Effect.promise(() => new Connection(local.solana.rpcUrl).getSlot())
          expect(slot).toBeGreaterThan(0)
          // Never `npm start`'s folder in the checkout, nor the other devnet's of this file.
          const usersFolder = dirname(local.secureSite.store.file)
          expect(usersFolder.startsWith(tmpdir())).toBe(true)
          expect(usersFolder).not.toBe(dirname(devnet.secureSite.store.file))
          expect(existsSync(usersFolder)).toBe(true)
          return { rpcUrl: local.solana.rpcUrl, usersFolder }
        })
      )
      const after = yield* Effect.promise(() => fetch(`${rpcUrl}/health`).then(() => "answered", () => "refused"))
      expect(after).toBe("refused")
      expect(existsSync(usersFolder)).toBe(false)
    })
  )

  it("the manifest is plain JSON with every URL", () => {
    const manifest = JSON.parse(JSON.stringify(devnetManifest(devnet))) as ReturnType<typeof devnetManifest>
    // Pages and wallets are given each node behind its fault front.
    expect(manifest.evm.map((chain) => chain.rpcUrl)).toEqual(devnet.evm.map((chain) => chain.frontUrl))
    expect(manifest.evm[0]?.fixtures.tokens.usdc.address).toBe("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
    // Each chain's bundler; the ERC-4337 contracts at the same addresses on every chain (SPEC §6).
    expect(manifest.evm.map((chain) => chain.bundlerUrl)).toEqual(devnet.evm.map((chain) => chain.bundlerUrl))
    expect(new Set(manifest.evm.map((chain) => JSON.stringify(chain.fixtures.accountAbstraction))).size).toBe(1)
    expect(manifest.solana.rpcUrl).toBe(devnet.solana.rpcUrl)
    expect(manifest.relay.url).toBe(devnet.relay.url)
    expect(manifest.signInProvider.url).toBe(devnet.signInProvider.url)
    expect(manifest.bitcoin).toMatchObject({ esploraUrl: devnet.bitcoin.esploraUrl, caipNetworkId: "bip122:0f9188f13cb7b2c71f2a335e3a4fc328", network: "regtest" })
    expect(manifest.faults).toEqual({
      catalogue: `${devnet.catalogue.url}/__faults`,
      data: `${devnet.data.url}/__faults`,
      relay: `${devnet.relay.url.replace("ws:", "http:")}/__faults`,
      secureSite: `${devnet.secureSite.url}/__faults`,
      solana: `${devnet.solana.rpcUrl}/__faults`,
      bitcoin: `${devnet.bitcoin.esploraUrl}/__faults`,
      evm: Object.fromEntries(devnet.evm.map((chain) => [String(chain.chainId), `${chain.frontUrl}/__faults`]))
    })
  })

  it("each EVM chain has its ERC-4337 bundler, serving that chain's EntryPoint", async () => {
    const ask = async (url: string, method: string) =>
      ((await (await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: [] }) })).json()) as { result: unknown }).result
    for (const chain of devnet.evm) {
      expect(chain.bundlerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/rpc$/)
      expect(await ask(chain.bundlerUrl!, "eth_chainId")).toBe(`0x${chain.chainId.toString(16)}`)
      expect(await ask(chain.bundlerUrl!, "eth_supportedEntryPoints")).toEqual([getAddress(chain.fixtures.accountAbstraction.entryPoint)])
    }
  })

  it("the secure site sends social logins to the sign-in provider, which knows the site's callback", async () => {
    const client = frameClient(devnet.secureSite.url, "doorway-demo")
    const redirect = await client.send("GET_SOCIAL_REDIRECT_URI", { provider: "github" })
    const uri = (redirect.payload as { uri: string }).uri
    expect(uri.startsWith(`${devnet.signInProvider.url}/github/authorize?`)).toBe(true)
    const connected = await client.send("CONNECT_SOCIAL", { uri: await signInInPopup(uri, "octocat"), chainId: 1 })
    expect(connected).toMatchObject({ type: "@w3m-frame/CONNECT_SOCIAL_SUCCESS", payload: { userName: "octocat", chainId: 1, email: null } })
  })

  it("a chain's front answers as its node, and a fault set on it reaches a page through the data service's RPC proxy", async () => {
    const ethereum = chainById(1)
    const call = (url: string) =>
      fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }) })
    const proxy = `${devnet.data.url}/v1/?chainId=eip155:1&projectId=doorway-demo`
    expect(await (await call(ethereum.frontUrl)).json()).toEqual({ jsonrpc: "2.0", id: 1, result: "0x1" })
    await setFault(ethereum.faultsUrl, { route: "eth_chainId", fault: "429", retryAfterSeconds: 4 })
    try {
      const limited = await call(proxy)
      expect(limited.status).toBe(429)
      expect(limited.headers.get("retry-after")).toBe("4")
      // The node itself, which the stand-ins in this process use, is untouched.
      expect(await (await call(ethereum.rpcUrl)).json()).toEqual({ jsonrpc: "2.0", id: 1, result: "0x1" })
    } finally {
      await clearFaults(ethereum.faultsUrl)
    }
    expect(await (await call(proxy)).json()).toEqual({ jsonrpc: "2.0", id: 1, result: "0x1" })
  })
})
