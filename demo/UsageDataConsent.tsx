import { useState } from "react"
import type { AppKitInstance } from "doorway-connect/react"

/**
 * The site's consent to usage data, as a host asks for it: the modal sends no analytics event or
 * error report until the visitor agrees here (`analyticsConsent`, then `setAnalyticsConsent`).
 * `?analytics=granted` opens the page with consent given.
 */
export const UsageDataConsent = ({ appKit, granted }: { readonly appKit: AppKitInstance; readonly granted: boolean }) => {
  const [sharing, setSharing] = useState(granted)
  const toggle = () => {
    const next = !sharing
    setSharing(next)
    void appKit.setAnalyticsConsent(next)
  }
  return (
    <section className="card" aria-labelledby="usage-title">
      <h2 id="usage-title">Usage data</h2>
      <p className="card-note">
        With your consent the modal reports its events (opened, connected, errors) to the project&apos;s analytics service; without it,
        nothing is sent.
      </p>
      <button type="button" aria-pressed={sharing} onClick={toggle}>
        Share usage data
      </button>
    </section>
  )
}
