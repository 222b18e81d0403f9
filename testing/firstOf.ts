import type { Locator } from "playwright-core"

/**
 * Which of `outcomes` comes first: each a locator and the state it waits for. The others' waits
 * are left to end by themselves, their failures ignored.
 */
export const firstOf = <K extends string>(outcomes: Record<K, { readonly locator: Locator; readonly state: "visible" | "detached" }>): Promise<K> =>
  new Promise((resolve, reject) => {
    const entries = Object.entries(outcomes) as Array<[K, { readonly locator: Locator; readonly state: "visible" | "detached" }]>
    let pending = entries.length
    let settled = false
    for (const [key, { locator, state }] of entries) {
      locator.first().waitFor({ state }).then(
        () => {
          if (settled) return
          settled = true
          resolve(key)
        },
        (error: unknown) => {
          pending -= 1
          if (pending === 0 && !settled) reject(error)
        }
      )
    }
  })
