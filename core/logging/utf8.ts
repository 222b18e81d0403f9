/**
 * UTF-8 sizes without encoding the string: the log buffer measures every line, and a lone
 * surrogate counts as the 3 bytes of the U+FFFD that an encoder writes for it.
 */
const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff

/** Bytes of the code point starting at `index`, and how many UTF-16 units it spans. */
const codePointAt = (text: string, index: number): readonly [bytes: number, units: number] => {
  const code = text.charCodeAt(index)
  if (code < 0x80) return [1, 1]
  if (code < 0x800) return [2, 1]
  if (isHighSurrogate(code) && index + 1 < text.length && isLowSurrogate(text.charCodeAt(index + 1))) return [4, 2]
  return [3, 1]
}

/** The number of bytes `text` takes in UTF-8. */
export const utf8ByteLength = (text: string): number => {
  let bytes = 0
  for (let index = 0; index < text.length; ) {
    const [size, units] = codePointAt(text, index)
    bytes += size
    index += units
  }
  return bytes
}

/** The longest prefix of `text` that fits in `maxBytes` UTF-8 bytes, never splitting a code point. */
export const truncateUtf8 = (text: string, maxBytes: number): string => {
  let bytes = 0
  let index = 0
  while (index < text.length) {
    const [size, units] = codePointAt(text, index)
    if (bytes + size > maxBytes) break
    bytes += size
    index += units
  }
  return text.slice(0, index)
}
