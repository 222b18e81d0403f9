/** A catalogue link the page may open: only http(s) URLs, never `javascript:` or `data:` ones. */
export const safeLink = (url: string | null | undefined): string | undefined => {
  if (url === undefined || url === null || url === "") return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : undefined
  } catch {
    return undefined
  }
}
