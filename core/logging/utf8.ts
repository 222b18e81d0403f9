/**
 * UTF-8 sizes through the platform's encoder (every browser and Node have `TextEncoder`): a lone
 * surrogate counts as the 3 bytes of the U+FFFD the encoder writes for it.
 */
const encoder = new TextEncoder()

/** The number of bytes `text` takes in UTF-8. */
export const utf8ByteLength = (text: string): number => encoder.encode(text).length

/**
 * The longest prefix of `text` that fits in `maxBytes` UTF-8 bytes, never splitting a code point:
 * `encodeInto` stops before a code point that does not fit and says how much of `text` it read.
 */
export const truncateUtf8 = (text: string, maxBytes: number): string =>
  text.slice(0, encoder.encodeInto(text, new Uint8Array(Math.max(0, maxBytes))).read)
