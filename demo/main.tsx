/**
 * The demo host app's page: the modal (see demoAppKit.ts), then the site, a React app whose header
 * holds the ready-made buttons.
 */
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./App.js"
import { createDemoAppKit, demoAnalyticsConsent, demoBatchFixtures, demoMailboxUrl } from "./demoAppKit.js"
import "./site.css"

const appKit = await createDemoAppKit()
const mailboxUrl = await demoMailboxUrl()
const batchFixtures = await demoBatchFixtures()

const root = document.getElementById("app")
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <App mailboxUrl={mailboxUrl} batchFixtures={batchFixtures} appKit={appKit} analyticsConsent={demoAnalyticsConsent()} />
    </StrictMode>
  )
}
