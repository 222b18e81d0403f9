import { useStateRef } from "../hooks/useStateRef.js"
import { useHandle } from "../runtime/HandleContext.js"
import { Loaded } from "./Loaded.js"
import { connectSections } from "./connectSections.js"

/**
 * The Connect view: the registered connect sections (email, social, wallet) in the configured
 * connect-method order, each its own chunk (loaded before the modal first shows). With none to show it says so.
 */
const ConnectView = () => {
  const { options, runtime, state } = useHandle()
  const features = useStateRef(runtime, state.features.state)
  const sections = connectSections({ options, features })
  if (sections.length === 0) {
    return (
      <div className="doorway-empty">
        <p className="doorway-empty-title">No wallets available</p>
        <p className="doorway-muted">No way to connect is enabled for this app.</p>
      </div>
    )
  }
  return (
    <>
      {sections.map(({ method, component: Section }) => (
        <div key={method} className="doorway-section" data-connect-method={method}>
          <Loaded loadable={Section} props={{}} fallback={<div className="doorway-loading" aria-busy="true" />} />
        </div>
      ))}
    </>
  )
}

export default ConnectView
