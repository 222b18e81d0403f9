import type { CSSProperties } from "react"
import { avatarTints } from "../../../core/format/avatarTints.js"

interface AvatarProps {
  readonly address: string
  /** The profile's image, when the identity service has one. */
  readonly image?: string | null | undefined
  readonly size?: "s" | "m"
}

/** The account's avatar: its profile image, else a gradient drawn from the address's colour. */
export const Avatar = ({ address, image, size = "m" }: AvatarProps) => {
  const sizeAttr = size === "s" ? "s" : undefined
  if (image !== undefined && image !== null && image !== "") {
    return <img className="doorway-avatar" data-size={sizeAttr} src={image} alt="" />
  }
  const style = Object.fromEntries(avatarTints(address).map((colour, i) => [`--doorway-avatar-${i + 1}`, colour])) as CSSProperties
  return <span className="doorway-avatar" data-size={sizeAttr} data-testid="generated-avatar" style={style} aria-hidden="true" />
}
