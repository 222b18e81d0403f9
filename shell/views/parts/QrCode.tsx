import { useMemo } from "react"
import { qrModules } from "./qrModules.js"
import { useTexts } from "../../i18n/TextsContext.js"

interface QrCodeProps {
  /** The text to encode (a pairing URI); none while it is being made. */
  readonly uri: string | undefined
  /** What a screen reader says the code is for. */
  readonly label: string
  /** An image drawn in the centre (the wallet's), on a light square the code leaves for it. */
  readonly imageSrc?: string | undefined
}

/**
 * Dark modules on a light ground in both themes: many readers miss an inverted code. A host's
 * `--w3m-qr-color` sets the modules' colour; the card takes the modal's radius and border.
 */
const cardStyle = {
  display: "block",
  width: "100%",
  maxWidth: 296,
  aspectRatio: "1",
  margin: "0 auto",
  borderRadius: "calc(var(--doorway-radius) * 2)",
  border: "1px solid var(--doorway-base-border)",
  background: "#ffffff"
} as const

/**
 * The QR code of a pairing URI as one SVG: crisp square modules with a quiet zone of four, the
 * wallet's image in the centre when given. While the URI is not there yet the same square holds a
 * spinner and says the code is being prepared, so the view does not jump when it arrives.
 */
export const QrCode = ({ uri, label, imageSrc }: QrCodeProps) => {
  const texts = useTexts()
  const modules = useMemo(() => (uri === undefined ? undefined : qrModules(uri, imageSrc !== undefined)), [uri, imageSrc])
  if (modules === undefined) {
    return (
      <div
        style={{ ...cardStyle, display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center", gap: 12, background: "var(--doorway-bg-raised)" }}
        role="status"
        data-testid="qr-loading"
      >
        <span className="doorway-spinner" aria-hidden="true" />
        <span className="doorway-muted">{texts.text("qr.preparing")}</span>
      </div>
    )
  }
  const { size, path, image } = modules
  return (
    <svg
      style={cardStyle}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <path d={path} style={{ fill: "var(--w3m-qr-color, #141414)" }} />
      {image === undefined || imageSrc === undefined ? null : (
        <image
          href={imageSrc}
          x={image.at + 0.5}
          y={image.at + 0.5}
          width={image.side - 1}
          height={image.side - 1}
          preserveAspectRatio="xMidYMid meet"
          aria-hidden="true"
        />
      )}
    </svg>
  )
}
