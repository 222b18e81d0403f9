import { createAppKit, useAppKit, useAppKitAccount, useAppKitNetwork } from 'doorway-connect/react'
import { EvmAdapter } from 'doorway-connect/adapters'
import { mainnet, polygon } from 'doorway-connect/networks'
import 'doorway-connect/elements'

// The project id from the project's dashboard
const projectId = 'YOUR_PROJECT_ID'

// Shown by wallets when they connect to the site
const metadata = {
  name: 'Quick start',
  description: 'A site that connects wallets',
  url: 'https://example.com',
  icons: ['https://example.com/icon.png']
}

// Created once, outside any component
createAppKit({
  adapters: [new EvmAdapter()],
  networks: [mainnet, polygon],
  projectId,
  metadata
})

function Actions() {
  const { open } = useAppKit()
  const { switchNetwork } = useAppKitNetwork()
  return (
    <div>
      <button onClick={() => open()}>Open</button>
      <button onClick={() => open({ view: 'Networks' })}>Choose a network</button>
      <button onClick={() => switchNetwork(polygon)}>Switch to Polygon</button>
    </div>
  )
}

function Info() {
  const { address, isConnected, status } = useAppKitAccount()
  const { caipNetworkId, chainId } = useAppKitNetwork()
  return (
    <dl>
      <dt>Status</dt>
      <dd>{isConnected ? 'connected' : (status ?? 'disconnected')}</dd>
      <dt>Address</dt>
      <dd>{address ?? '-'}</dd>
      <dt>Network</dt>
      <dd>{caipNetworkId ?? '-'}</dd>
      <dt>Chain id</dt>
      <dd>{chainId ?? '-'}</dd>
    </dl>
  )
}

export default function App() {
  return (
    <main>
      <h1>Quick start</h1>
      <appkit-button />
      <Actions />
      <Info />
    </main>
  )
}
