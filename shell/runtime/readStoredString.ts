/** A value the page's storage holds under `key`, read as a plain string at page start; storage the page may not use holds nothing. */
export const readStoredString = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}
