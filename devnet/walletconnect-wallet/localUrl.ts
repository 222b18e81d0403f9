/**
 * Whether a dapp's icon may be loaded: only from this machine (or inline), since the page must
 * not reach beyond loopback. Others are shown as text.
 */
const LOOPBACK = new Set(["127.0.0.1", "[::1]", "localhost"])

export const isLocalUrl = (url: string): boolean => {
  try {
    const parsed = new URL(url)
    if (parsed.protocol === "data:") return true
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && LOOPBACK.has(parsed.hostname)
  } catch {
    return false
  }
}
