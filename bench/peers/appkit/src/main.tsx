/**
 * AppKit's React + wagmi quick start on one local chain: `<appkit-button>` is the host's Connect
 * button, and the page shows the connected address itself (`peer-account`), or says it has none
 * (`peer-no-account`), so the bench can time both the address and its removal.
 */
import { WagmiAdapter } from "@reown/appkit-adapter-wagmi"
import { createAppKit, useAppKitAccount } from "@reown/appkit/react"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { http, WagmiProvider } from "wagmi"
import { localChain, localRpcUrl } from "./localChain"

// Any id: the hosted API is out of reach here, and connecting an injected wallet does not need it.
const projectId = "doorway-bench-peer"

// The node itself first: without it, AppKit would try its hosted RPC first for a chain it knows.
const wagmiAdapter = new WagmiAdapter({
  networks: [localChain],
  projectId,
  transports: { [localChain.id]: http(localRpcUrl) }
})

createAppKit({
  adapters: [wagmiAdapter],
  networks: [localChain],
  projectId,
  metadata: { name: "AppKit peer", description: "Timed beside Doorway", url: location.origin, icons: [] },
  features: { analytics: true }
})

const queryClient = new QueryClient()

const Account = () => {
  const { address, isConnected } = useAppKitAccount()
  return isConnected && address !== undefined ? (
    <output data-testid="peer-account">{address}</output>
  ) : (
    <output data-testid="peer-no-account">Not connected</output>
  )
}

const root = document.getElementById("root")
if (root === null) throw new Error("The page has no #root")
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <main>
          <appkit-button />
          <p>
            <Account />
          </p>
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>
)
