const hex = (byte: number): string => byte.toString(16).padStart(2, "0")

/**
 * A UUID v4 (RFC 9562) from 16 random bytes: the version nibble set to 4 and the variant bits
 * to 10. Only the first 16 bytes are read; missing bytes count as 0.
 */
export const formatUuidV4 = (bytes: ArrayLike<number>): string => {
  const b = Array.from({ length: 16 }, (_, index) => (bytes[index] ?? 0) & 0xff)
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  const h = b.map(hex).join("")
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
