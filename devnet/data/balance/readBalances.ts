/**
 * Live balances of one address (WIRE §1.3, Balance): read from the chain at request time, so a
 * transfer shows at once (on Bitcoin, waiting transactions count). Zero holdings are left out, as
 * the hosted service does; a 0-decimals token is listed with `decimals: "0"` (the client is the
 * one that drops it).
 */
import { PublicKey } from "@solana/web3.js"
import { Effect } from "effect"
import { formatUnits, type Address } from "viem"
import { CaipAddress, CaipNetworkId } from "../../../schemas/Caip.js"
import type { TokenBalance } from "../../../schemas/TokenBalance.js"
import type { EvmChain } from "../../chains/startEvmChains.js"
import { RequestRejected } from "../../catalogue/RequestRejected.js"
import { decodeMint, decodeTokenAccount, tokenProgramName } from "../../solana/splToken.js"
import type { AssetInfo } from "../AssetBook.js"
import type { ChainClients } from "../chainClients.js"
import type { DataBitcoinChain, DataContext } from "../DataContext.js"
import { readAddressSats } from "./readAddressSats.js"
import { stableTokenAbi } from "../../chains/abis.js"

const balanceOf = (asset: AssetInfo, amount: bigint, decimals = asset.decimals): TokenBalance => {
  const numeric = formatUnits(amount, decimals)
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: CaipNetworkId.make(asset.chainId),
    ...(asset.native ? {} : { address: CaipAddress.make(asset.caipAddress) }),
    value: Number(numeric) * asset.price,
    price: asset.price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: asset.iconUrl
  }
}

const nodeFailed = (chain: string) => () => new RequestRejected({ status: 502, message: `the ${chain} node did not answer` })

export const readEvmBalances = (
  ctx: DataContext,
  clients: ChainClients,
  chain: EvmChain,
  address: Address
): Effect.Effect<ReadonlyArray<TokenBalance>, RequestRejected> => {
  const client = clients(chain)
  const assets = ctx.assets.onChain(chain.caipNetworkId)
  return Effect.tryPromise({
    try: () =>
      Promise.all(
        assets.map((asset) =>
          asset.native
            ? client.getBalance({ address })
            : client.readContract({ address: asset.token as Address, abi: stableTokenAbi, functionName: "balanceOf", args: [address] })
        )
      ),
    catch: nodeFailed(chain.caipNetworkId)
  }).pipe(
    Effect.map((amounts) =>
      assets.flatMap((asset, index) => {
        const amount = amounts[index] ?? 0n
        return amount === 0n ? [] : [balanceOf(asset, amount)]
      })
    )
  )
}

/** SOL, then one entry per mint the owner holds in SPL Token or Token-2022 accounts (summed). */
export const readSolanaBalances = (ctx: DataContext, address: string): ReadonlyArray<TokenBalance> => {
  const { ledger } = ctx.solana
  const owner = new PublicKey(address)
  const lamports = BigInt(ledger.account(owner)?.lamports ?? 0)
  const byMint = new Map<string, bigint>()
  for (const candidate of ledger.knownAddresses()) {
    const account = ledger.account(candidate)
    if (!account || tokenProgramName(account.owner) === undefined) continue
    const holding = decodeTokenAccount(account.data)
    if (!holding || !holding.owner.equals(owner) || holding.amount === 0n) continue
    const mint = holding.mint.toBase58()
    byMint.set(mint, (byMint.get(mint) ?? 0n) + holding.amount)
  }
  const solAsset = ctx.assets.onChain(ctx.solana.caipNetworkId).find((asset) => asset.native)
  const sol = solAsset === undefined || lamports === 0n ? [] : [balanceOf(solAsset, lamports)]
  const tokens = [...byMint].map(([mint, amount]) => {
    const mintAccount = ledger.account(new PublicKey(mint))
    const decimals = mintAccount ? (decodeMint(mintAccount.data)?.decimals ?? 0) : 0
    const known = ctx.assets.find(`${ctx.solana.caipNetworkId}:${mint}`)
    const asset: AssetInfo = known ?? {
      chainId: ctx.solana.caipNetworkId,
      caipAddress: `${ctx.solana.caipNetworkId}:${mint}`,
      token: mint,
      native: false,
      standard: "spl",
      name: `Token ${mint.slice(0, 4)}…${mint.slice(-4)}`,
      symbol: mint.slice(0, 4).toUpperCase(),
      decimals,
      iconUrl: `${ctx.publicUrl}/v1/icons/${encodeURIComponent(mint.slice(0, 4).toLowerCase())}`,
      price: 0
    }
    return balanceOf(asset, amount, decimals)
  })
  return [...sol, ...tokens]
}

/** BTC: the address's confirmed and waiting sats, read from the chain's Esplora API. */
export const readBitcoinBalances = (
  ctx: DataContext,
  bitcoin: DataBitcoinChain,
  address: string
): Effect.Effect<ReadonlyArray<TokenBalance>, RequestRejected> => {
  const btcAsset = ctx.assets.onChain(bitcoin.caipNetworkId).find((asset) => asset.native)
  return Effect.map(readAddressSats(bitcoin.esploraUrl, bitcoin.caipNetworkId, address), (sats) =>
    btcAsset === undefined || sats === 0n ? [] : [balanceOf(btcAsset, sats)]
  )
}
