'use client'

import { useState } from "react"
import { ConnectButton, NetworkButton, useAppKit } from "doorway-connect/react"

export function Header() {
  const { open } = useAppKit()
  const [outcome, setOutcome] = useState("")
  const openFromHook = () => open().then(() => setOutcome("open resolved"), (error) => setOutcome(`open rejected: ${error?._tag ?? error}`))
  return (
    <header>
      <nav>
        <NetworkButton />
        <ConnectButton />
      </nav>
      <button type="button" onClick={openFromHook}>Open with useAppKit</button>
      <output>{outcome}</output>
    </header>
  )
}
