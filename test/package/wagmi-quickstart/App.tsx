import { createAppKit } from 'doorway-connect/react'
import { WagmiProvider, useAccount, useBalance, useDisconnect, useSignMessage, useSwitchChain, useWaitForTransactionReceipt, useWriteContract } from 'wagmi'
import { mainnet, polygon, type AppKitNetwork } from 'doorway-connect/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiAdapter } from 'doorway-connect/wagmi'
import 'doorway-connect/elements'
import { erc20Abi, formatUnits, parseUnits } from 'viem'
import type { ReactNode } from 'react'

// 0. The query client wagmi's hooks keep their reads in
const queryClient = new QueryClient()

// 1. The project id from the project's dashboard
const projectId = 'YOUR_PROJECT_ID'

// 2. Shown by wallets when they connect to the site
const metadata = {
  name: 'Wagmi quick start',
  description: 'A site that connects wallets with wagmi',
  url: 'https://example.com',
  icons: ['https://example.com/icon.png']
}

// 3. The networks
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, polygon]

// 4. The wagmi adapter
const wagmiAdapter = new WagmiAdapter({
  networks,
  projectId,
  ssr: true
})

// 5. The modal
createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata,
  features: {
    analytics: true
  }
})

export function AppKitProvider({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

// USD Coin, at its address on each network
const USDC: Record<number, `0x${string}`> = {
  1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  137: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'
}
const RECEIVER = '0x000000000000000000000000000000000000dEaD'

function Account() {
  const { address, chainId, status } = useAccount()
  const balance = useBalance({ address })
  return (
    <dl>
      <dt>Status</dt>
      <dd>{status}</dd>
      <dt>Address</dt>
      <dd>{address ?? '-'}</dd>
      <dt>Chain id</dt>
      <dd>{chainId ?? '-'}</dd>
      <dt>Balance</dt>
      <dd>{balance.data ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}` : '-'}</dd>
    </dl>
  )
}

function Actions() {
  const { chainId } = useAccount()
  const { switchChain } = useSwitchChain()
  const { disconnect } = useDisconnect()
  const { signMessage, data: signature, error: signError } = useSignMessage()
  const { writeContract, data: hash, error } = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash })
  const sendUsdc = () =>
    writeContract({ address: USDC[chainId ?? 1], abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, parseUnits('1', 6)] })
  return (
    <section>
      <button onClick={() => signMessage({ message: 'Hello from wagmi' })}>Sign a message</button>
      <button onClick={sendUsdc}>Send 1 USDC</button>
      <button onClick={() => switchChain({ chainId: polygon.id })}>Switch to Polygon</button>
      <button onClick={() => switchChain({ chainId: mainnet.id })}>Switch to Ethereum</button>
      <button onClick={() => disconnect()}>Disconnect</button>
      <output aria-label="Signature">{signature ?? ''}</output>
      <output aria-label="Transaction">{hash ?? ''}</output>
      <output aria-label="Receipt">{receipt.data?.status ?? ''}</output>
      <output aria-label="Error">{(signError ?? error)?.message ?? ''}</output>
    </section>
  )
}

export default function App() {
  return (
    <AppKitProvider>
      <main>
        <h1>Wagmi quick start</h1>
        <appkit-button />
        <appkit-network-button />
        <Account />
        <Actions />
      </main>
    </AppKitProvider>
  )
}
