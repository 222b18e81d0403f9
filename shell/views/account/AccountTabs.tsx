import { memo, useId, useState } from "react"
import type { KeyboardEvent } from "react"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import { Loaded } from "../Loaded.js"
import type { AccountTabProps } from "./AccountTabProps.js"
import { useTexts } from "../../i18n/TextsContext.js"
import { accountTabsFor } from "./accountTabs.js"

interface AccountTabsProps extends AccountTabProps {
  readonly namespace: ChainNamespace
  /** The activity feature in effect (SPEC §3): off, the Activity tab is not shown. */
  readonly activity: boolean
}

const tabStripStyle = {
  display: "flex",
  gap: 4,
  padding: 4,
  borderRadius: 999,
  background: "var(--doorway-bg-raised)",
  border: "1px solid var(--doorway-base-border)",
  alignSelf: "stretch"
} as const

const tabStyle = (selected: boolean) =>
  ({
    flex: 1,
    minHeight: 32,
    border: 0,
    borderRadius: 999,
    font: "inherit",
    fontWeight: 600,
    cursor: "pointer",
    color: selected ? "var(--doorway-fg)" : "var(--doorway-fg-muted)",
    background: selected ? "color-mix(in srgb, var(--doorway-fg) 10%, var(--doorway-bg))" : "transparent"
  }) as const

/**
 * The Account view's tabs (SPEC §2) for the active chain family and the features in effect, the first selected: a tab list
 * the arrow keys move along, and the selected tab's panel, loaded as its own chunk. Drawn again
 * only for another account or network: the balance, name or status of the account arriving does
 * not redraw a token list or an activity page.
 */
export const AccountTabs = memo(function AccountTabs({ namespace, activity, address, network }: AccountTabsProps) {
  const tabs = accountTabsFor(namespace, { activity })
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const ids = useId()
  const texts = useTexts()
  const selected = tabs.find((tab) => tab.id === chosen) ?? tabs[0]
  if (selected === undefined) return null

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The arrow toward the reading direction's end moves on: to the left in a right-to-left language.
    const forward = texts.dir === "rtl" ? "ArrowLeft" : "ArrowRight"
    const backward = texts.dir === "rtl" ? "ArrowRight" : "ArrowLeft"
    const step = event.key === forward ? 1 : event.key === backward ? -1 : 0
    if (step === 0) return
    const at = tabs.indexOf(selected)
    const next = tabs[(at + step + tabs.length) % tabs.length]
    if (next === undefined) return
    setChosen(next.id)
    document.getElementById(`${ids}-tab-${next.id}`)?.focus()
  }

  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 12, alignSelf: "stretch", textAlign: "start" }} data-testid="account-tabs">
      <div role="tablist" aria-label={texts.text("account.tabs")} style={tabStripStyle} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${ids}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab === selected}
            aria-controls={`${ids}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            style={tabStyle(tab === selected)}
            data-testid={`account-tab-${tab.id}`}
            onClick={() => setChosen(tab.id)}
          >
            {texts.text(tab.label)}
          </button>
        ))}
      </div>
      <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-tab-${selected.id}`}>
        <Loaded
          // Another tab, account or network starts the panel afresh; the chosen tab stays.
          key={`${selected.id} ${address} ${network.caipNetworkId}`}
          loadable={selected.component}
          props={{ address, network }}
          fallback={<div className="doorway-loading" role="status">{texts.text("account.loadingTab", { tab: texts.text(selected.label) })}</div>}
        />
      </div>
    </div>
  )
})
