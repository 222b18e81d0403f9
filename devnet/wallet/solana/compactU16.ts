/**
 * Solana's "compact-u16" (short_vec) length prefix: 7 bits a byte, low bits first, at most three
 * bytes. Like the runtime, it refuses a longer or non-minimal encoding, so one length has one form.
 */
export const readCompactU16 = (bytes: Uint8Array, offset: number): { readonly value: number; readonly next: number } | undefined => {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) return undefined
    // A later byte of zero adds nothing: the same value had a shorter form.
    if (size > 0 && byte === 0) return undefined
    value |= (byte & 0x7f) << (size * 7)
    if ((byte & 0x80) === 0) return value > 0xffff ? undefined : { value, next: offset + size + 1 }
  }
  return undefined
}
