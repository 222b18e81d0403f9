/**
 * A React root for a happy-dom test file: React's act environment on, and after each test the
 * tree unmounted and the document emptied. `mount` renders into a fresh element of the body, with
 * the modal's texts in English (what ModalShow gives the views).
 */
import { act } from "react"
import type { ReactNode } from "react"
import { createRoot } from "react-dom/client"
import type { Root } from "react-dom/client"
import { afterEach, beforeAll } from "vitest"
import { ENGLISH } from "../../../shell/i18n/english.js"
import { TextsContext } from "../../../shell/i18n/TextsContext.js"

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

export interface ReactRoot {
  /** Renders `node` into a new element appended to the body; resolves with that element. */
  readonly mount: (node: ReactNode) => Promise<HTMLElement>
  /** Renders `node` in place of what the last `mount` rendered. */
  readonly render: (node: ReactNode) => Promise<void>
  /** Unmounts what the last `mount` rendered (each test's tree is unmounted after it anyway). */
  readonly unmount: () => Promise<void>
}

export const useReactRoot = (): ReactRoot => {
  let root: Root | undefined
  const unmount = async () => {
    await act(async () => root?.unmount())
    root = undefined
  }
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
  })
  afterEach(async () => {
    await unmount()
    document.body.replaceChildren()
  })
  return {
    mount: async (node) => {
      const host = document.createElement("div")
      document.body.append(host)
      const made = createRoot(host)
      root = made
      await act(async () => made.render(<TextsContext value={ENGLISH}>{node}</TextsContext>))
      return host
    },
    render: (node) => act(async () => root?.render(<TextsContext value={ENGLISH}>{node}</TextsContext>)),
    unmount
  }
}
