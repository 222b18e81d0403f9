/**
 * Account history and live balances of the data service against transactions sent in the test:
 * token, NFT and native transfers, a failed call, an approval, paging, a chain reverted to a
 * snapshot, and Solana.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction as SolanaTransaction, sendAndConfirmTransaction } from "@solana/web3.js"
import { Effect } from "effect"
import { parseEther, parseUnits, type Address, type Hash } from "viem"
import { privateKeyToAccount, generatePrivateKey } from "viem/accounts"
import { ApiClient } from "../../../core/services/ApiClient.js"
import { collectiblesAbi, stableTokenAbi } from "../../../devnet/chains/abis.js"
import type { EvmChain } from "../../../devnet/chains/startEvmChains.js"
import { solanaDevWalletKeypair } from "../../../devnet/solana/devWallet.js"
import { startDevnet, type Devnet } from "../../../devnet/startDevnet.js"
import { BalancesResponse } from "../../../schemas/TokenBalance.js"
import { HistoryResponse, type Transaction } from "../../../schemas/Transaction.js"
import { chainClients, withDataClient } from "./dataClient.js"

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(() => devnet?.stop())

const withClient = withDataClient(() => devnet)
const polygon = () => devnet.evm[1]!
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

const history = (address: string, query: { chainId?: string; cursor?: string; limit?: number } = {}) =>
  Effect.flatMap(ApiClient, (api) =>
    api.get({ service: "blockchain", path: `/v1/account/${address}/history`, query, schema: HistoryResponse })
  )

const balances = (address: string, chainId: string) =>
  Effect.flatMap(ApiClient, (api) =>
    Effect.map(
      api.get({ service: "blockchain", path: `/v1/account/${address}/balance`, query: { currency: "usd", chainId }, schema: BalancesResponse }),
      (response) => response.balances
    )
  )

/** Sends from one of anvil's unlocked accounts and waits for the receipt. */
const send = (chain: EvmChain, write: (from: Address) => Promise<Hash>, from = chain.fixtures.accounts[1]!) =>
  Effect.promise(async () => {
    const hash = await write(from)
    await chainClients(chain).publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    return hash
  })

const transferUsdc = (chain: EvmChain, to: Address, amount: string, from?: Address) =>
  send(
    chain,
    (account) =>
      chainClients(chain).wallet.writeContract({
        account,
        address: chain.fixtures.tokens.usdc.address,
        abi: stableTokenAbi,
        functionName: "transfer",
        args: [to, parseUnits(amount, 6)]
      }),
    from
  )

const isNewestFirst = (transactions: ReadonlyArray<Transaction>) =>
  transactions.every((transaction, index) => index === 0 || transactions[index - 1]!.metadata.minedAt >= transaction.metadata.minedAt)

describe("history and balances follow the chain", () => {
  it.live("a USDC transfer appears for both parties and moves both balances", () =>
    withClient(
      Effect.gen(function* () {
        const chain = polygon()
        const sender = chain.fixtures.accounts[1]!
        const receiver = freshAddress()
        const senderBefore = (yield* balances(sender, "eip155:137")).find((balance) => balance.symbol === "USDC")
        expect(yield* history(receiver, { chainId: "eip155:137" })).toEqual({ data: [], next: null })

        const hash = yield* transferUsdc(chain, receiver, "12.5")

        const received = yield* history(receiver, { chainId: "eip155:137" })
        expect(received.data).toHaveLength(1)
        expect(received.next).toBeNull()
        const [entry] = received.data
        expect(entry?.metadata).toMatchObject({ operationType: "receive", hash, chain: "eip155:137", sentFrom: sender, status: "confirmed" })
        expect(entry?.metadata.sentTo).toBe(chain.fixtures.tokens.usdc.address)
        expect(Number.isNaN(Date.parse(entry?.metadata.minedAt ?? ""))).toBe(false)
        expect(entry?.transfers).toEqual([
          {
            fungible_info: { name: "USD Coin", symbol: "USDC", icon: { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//) } },
            direction: "in",
            quantity: { numeric: "12.5" },
            price: 1,
            value: 12.5
          }
        ])
        const sent = yield* history(sender, { chainId: "eip155:137", limit: 1 })
        expect(sent.data[0]?.metadata).toMatchObject({ operationType: "send", hash })
        expect(sent.data[0]?.transfers[0]).toMatchObject({ direction: "out", quantity: { numeric: "12.5" } })
        expect(typeof sent.data[0]?.metadata.nonce).toBe("number")

        expect(yield* balances(receiver, "eip155:137")).toEqual([
          expect.objectContaining({ symbol: "USDC", quantity: { decimals: "6", numeric: "12.5" }, value: 12.5 })
        ])
        const senderAfter = (yield* balances(sender, "eip155:137")).find((balance) => balance.symbol === "USDC")
        expect(Number(senderBefore?.quantity.numeric) - Number(senderAfter?.quantity.numeric)).toBeCloseTo(12.5, 6)
      })
    )
  )

  it.live("an NFT transfer carries nft_info, a native transfer the coin, an approval and a failed call their own types", () =>
    withClient(
      Effect.gen(function* () {
        const chain = polygon()
        const { wallet } = chainClients(chain)
        const holder = chain.fixtures.accounts[0]!
        const receiver = freshAddress()
        const tokenId = chain.fixtures.nft.tokens.find((token) => token.owner === holder)!.tokenId
        yield* send(
          chain,
          (account) =>
            wallet.writeContract({
              account,
              address: chain.fixtures.nft.address,
              abi: collectiblesAbi,
              functionName: "transferFrom",
              args: [account, receiver, BigInt(tokenId)]
            }),
          holder
        )
        yield* send(chain, (account) => wallet.sendTransaction({ account, to: receiver, value: parseEther("0.25") }), chain.fixtures.accounts[2]!)

        const { data } = yield* history(receiver, { chainId: "eip155:137" })
        expect(data.map((transaction) => transaction.metadata.operationType)).toEqual(["receive", "receive"])
        expect(data[0]?.transfers[0]).toMatchObject({ fungible_info: { symbol: "POL", name: "POL" }, direction: "in", quantity: { numeric: "0.25" } })
        expect(data[1]?.transfers[0]).toMatchObject({
          nft_info: { name: `Devnet Collectibles #${tokenId}`, flags: { is_spam: false } },
          direction: "in",
          quantity: { numeric: "1" }
        })
        expect(data[1]?.transfers[0]?.nft_info?.content?.preview?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/icons\//)
        expect(yield* balances(receiver, "eip155:137")).toEqual([expect.objectContaining({ symbol: "POL", quantity: { decimals: "18", numeric: "0.25" } })])

        const approver = chain.fixtures.accounts[3]!
        yield* send(
          chain,
          (account) =>
            wallet.writeContract({ account, address: chain.fixtures.tokens.usdc.address, abi: stableTokenAbi, functionName: "approve", args: [receiver, 1n] }),
          approver
        )
        // Far more than the account holds: the call reverts, and is still mined with an explicit gas limit.
        yield* send(
          chain,
          (account) =>
            wallet.writeContract({
              account,
              address: chain.fixtures.tokens.usdc.address,
              abi: stableTokenAbi,
              functionName: "transfer",
              args: [receiver, parseUnits("1000000000000", 6)],
              gas: 200_000n
            }),
          approver
        )
        const [failed, approval] = (yield* history(approver, { chainId: "eip155:137", limit: 2 })).data
        expect(approval?.metadata).toMatchObject({ operationType: "approve", status: "confirmed" })
        expect(failed?.metadata).toMatchObject({ operationType: "send", status: "failed" })
        expect(failed?.transfers[0]).toMatchObject({ direction: "out", quantity: { numeric: "1000000000000" } })
      })
    )
  )

  it.live("pages newest first with an opaque cursor, across every EVM chain without chainId", () =>
    withClient(
      Effect.gen(function* () {
        const dev = devnet.evm[0]!.fixtures.devWallet
        const whole = yield* history(dev, { chainId: "eip155:1" })
        expect(whole.next).toBeNull()
        expect(whole.data.length).toBeGreaterThan(4)
        expect(isNewestFirst(whole.data)).toBe(true)
        expect(whole.data.some((transaction) => transaction.metadata.operationType === "mint")).toBe(true)

        const pages: Array<ReadonlyArray<Transaction>> = []
        let cursor: string | undefined
        do {
          const page = yield* history(dev, { chainId: "eip155:1", limit: 3, cursor })
          pages.push(page.data)
          cursor = page.next ?? undefined
        } while (cursor !== undefined && pages.length < 100)
        expect(pages.flat().map((transaction) => transaction.id)).toEqual(whole.data.map((transaction) => transaction.id))

        const everywhere = yield* history(dev)
        expect(new Set(everywhere.data.map((transaction) => transaction.metadata.chain))).toEqual(new Set(["eip155:1", "eip155:137", "eip155:11155111"]))
        expect(isNewestFirst(everywhere.data)).toBe(true)

        const refused = yield* Effect.flip(history(dev, { chainId: "eip155:1", cursor: "not-a-cursor!" }))
        expect(refused).toMatchObject({ _tag: "HttpStatusError", status: 400 })
        expect(yield* history(dev, { chainId: "eip155:999" })).toEqual({ data: [], next: null })
      })
    )
  )

  it.live("forgets what a chain reverted to a snapshot undid", () =>
    withClient(
      Effect.gen(function* () {
        const chain = devnet.evm[2]!
        const { testClient } = chainClients(chain)
        const receiver = freshAddress()
        const snapshot = yield* Effect.promise(() => testClient.snapshot())
        yield* transferUsdc(chain, receiver, "3")
        expect((yield* history(receiver, { chainId: chain.caipNetworkId })).data).toHaveLength(1)
        yield* Effect.promise(() => testClient.revert({ id: snapshot }))
        expect((yield* history(receiver, { chainId: chain.caipNetworkId })).data).toEqual([])
        const other = freshAddress()
        yield* transferUsdc(chain, other, "4")
        expect((yield* history(other, { chainId: chain.caipNetworkId })).data[0]?.transfers[0]?.quantity.numeric).toBe("4")
      })
    )
  )

  it.live("a SOL transfer on the local cluster shows in history and balance", () =>
    withClient(
      Effect.gen(function* () {
        const receiver = Keypair.generate().publicKey
        const connection = new Connection(devnet.solana.rpcUrl, "confirmed")
        const payer = solanaDevWalletKeypair()
        const signature = yield* Effect.promise(() =>
          sendAndConfirmTransaction(
            connection,
            new SolanaTransaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: LAMPORTS_PER_SOL / 2 })),
            [payer]
          )
        )
        const solana = devnet.solana.caipNetworkId
        const { data } = yield* history(receiver.toBase58(), { chainId: solana })
        expect(data).toHaveLength(1)
        expect(data[0]?.metadata).toMatchObject({ hash: signature, chain: solana, operationType: "receive", sentFrom: payer.publicKey.toBase58() })
        expect(data[0]?.transfers).toEqual([expect.objectContaining({ fungible_info: expect.objectContaining({ symbol: "SOL" }), direction: "in", quantity: { numeric: "0.5" } })])
        const sent = yield* history(payer.publicKey.toBase58(), { chainId: solana, limit: 1 })
        expect(sent.data[0]?.metadata.operationType).toBe("send")
        expect(sent.data[0]?.transfers[0]).toMatchObject({ direction: "out", quantity: { numeric: "0.5" } })
        expect(yield* balances(receiver.toBase58(), solana)).toEqual([expect.objectContaining({ symbol: "SOL", quantity: { decimals: "9", numeric: "0.5" }, value: 75 })])
      })
    )
  )
})
