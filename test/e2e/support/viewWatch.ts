/**
 * Which of the modal's views ever showed in a page, even for a moment: an init script watches
 * every node added to the document and to each shadow root (the modal lives in one) and records
 * the test ids it is asked about. Read with `viewsSeen`.
 */
import type { BrowserContext, Page } from "playwright-core"

declare global {
  interface Window {
    doorwayViewsSeen?: Record<string, boolean>
  }
}

const watchViews = (testIds: ReadonlyArray<string>): void => {
  const seen: Record<string, boolean> = Object.fromEntries(testIds.map((id) => [id, false]))
  window.doorwayViewsSeen = seen
  const look = (node: Node): void => {
    if (!(node instanceof Element)) return
    for (const id of testIds) {
      const selector = `[data-testid="${id}"]`
      if (node.matches(selector) || node.querySelector(selector) !== null) seen[id] = true
    }
  }
  const watch = (root: Node): void =>
    new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(look))).observe(root, { childList: true, subtree: true })
  const attach = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init: ShadowRootInit): ShadowRoot {
    const shadow = attach.call(this, init)
    watch(shadow)
    return shadow
  }
  watch(document)
}

/** From the next page on, the context's pages record whether any of `testIds` showed. */
export const watchForViews = async (context: BrowserContext, testIds: ReadonlyArray<string>): Promise<void> => {
  await context.addInitScript(watchViews, testIds)
}

/** The test ids asked about, each with whether it showed so far. */
export const viewsSeen = (page: Page): Promise<Record<string, boolean>> => page.evaluate(() => ({ ...(window.doorwayViewsSeen ?? {}) }))
