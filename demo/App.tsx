import { useAppKitTheme } from "doorway-connect/react"
import type { AppKitInstance } from "doorway-connect/react"
import { HookReport } from "./HookReport.js"
import { SignMessage } from "./SignMessage.js"
import { SignSolanaMessage } from "./SignSolanaMessage.js"
import { SendCallsBatch, type BatchFixtures } from "./SendCallsBatch.js"
import { GrantSession } from "./GrantSession.js"
import { UsageDataConsent } from "./UsageDataConsent.js"

/** `?networks=evm` leaves Solana out of the demo's networks (demoAppKit.ts), and its card with it. */
const listsSolana = new URLSearchParams(location.search).get("networks") !== "evm"
import { SiteHeader } from "./SiteHeader.js"

/**
 * A small site with the modal: a header with the ready-made buttons (the network, then Connect,
 * which becomes the account once connected), what the hooks report, and a message to sign with
 * the connected wallet. The page follows the modal's theme. The footer says where the email
 * logins' codes go: the local secure site's mailbox page.
 */
export const App = ({
  mailboxUrl,
  batchFixtures,
  appKit,
  analyticsConsent = false
}: {
  readonly mailboxUrl?: string | undefined
  readonly batchFixtures?: BatchFixtures | undefined
  readonly appKit?: AppKitInstance | undefined
  readonly analyticsConsent?: boolean
}) => {
  const { themeMode } = useAppKitTheme()
  return (
    <div className="site" data-theme={themeMode}>
      <SiteHeader />
      <main className="site-main">
        <section className="hero" aria-labelledby="hero-title">
          <p className="eyebrow">Doorway demo</p>
          <h1 id="hero-title">Connect a wallet, then sign a message</h1>
          <p className="lead">
            The buttons in the header are <code>ConnectButton</code> and <code>NetworkButton</code> from{" "}
            <code>doorway-connect/react</code>. Connect opens the modal; once a wallet is connected it shows the account and opens
            its view. The network button opens the list of networks.
          </p>
        </section>
        <div className="cards">
          <HookReport />
          <SignMessage />
          {listsSolana ? <SignSolanaMessage /> : null}
          {batchFixtures === undefined ? null : <SendCallsBatch fixtures={batchFixtures} />}
          {batchFixtures === undefined ? null : <GrantSession fixtures={batchFixtures} />}
          {appKit === undefined ? null : <UsageDataConsent appKit={appKit} granted={analyticsConsent} />}
        </div>
      </main>
      <footer className="site-footer">
        <p>
          Every hosted service here is a local stand-in, and the Doorway Dev Wallet plays a browser extension.{" "}
          <a href="./elements.html">The same buttons as HTML elements</a>
        </p>
        {mailboxUrl === undefined ? null : (
          <p>
            Logging in by email? The code is not sent anywhere else: it arrives in{" "}
            <a href={mailboxUrl} target="_blank" rel="noreferrer">
              the local mailbox
            </a>
            .
          </p>
        )}
      </footer>
    </div>
  )
}
