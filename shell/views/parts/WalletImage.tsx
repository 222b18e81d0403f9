import { useState } from "react"

interface WalletImageProps {
  /** The image URL; none shows the placeholder (not fetched yet, or there is no image). */
  readonly src: string | undefined
  /** The wallet's or network's name: the placeholder shows its first letter. */
  readonly name: string
  readonly size?: "s" | "m" | "l"
}

/**
 * A wallet's, connector's or network's image, or a placeholder with the name's initial while the
 * image is not to be fetched yet or failed to load. Decorative: the row beside it names the wallet.
 */
export const WalletImage = ({ src, name, size = "m" }: WalletImageProps) => {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const sizeAttr = size === "m" ? undefined : size
  if (src === undefined || failed === src) {
    return (
      <span className="doorway-image" data-size={sizeAttr} data-placeholder="" aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    )
  }
  return (
    <img
      className="doorway-image"
      data-size={sizeAttr}
      src={src}
      alt=""
      width={size === "l" ? 72 : size === "s" ? 24 : 40}
      height={size === "l" ? 72 : size === "s" ? 24 : 40}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  )
}
