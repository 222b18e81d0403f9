import { useEffect, useRef } from "react"

/**
 * Starts loading images the list will show soon (the first 20 of each page of wallets), so they
 * are in the browser's cache when their rows scroll in. Each URL is asked for once.
 */
export const usePrefetchImages = (urls: ReadonlyArray<string>): void => {
  const requested = useRef(new Set<string>())
  useEffect(() => {
    for (const url of urls) {
      if (requested.current.has(url)) continue
      requested.current.add(url)
      const image = new Image()
      image.decoding = "async"
      image.src = url
    }
  }, [urls])
}
