/** Base58 (Bitcoin alphabet), as Solana encodes keys, signatures and blockhashes. */
const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
const INDEX = new Map([...ALPHABET].map((char, index) => [char, index]))

export const encodeBase58 = (bytes: Uint8Array): string => {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let out = ""
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out
    value /= 58n
  }
  return "1".repeat(zeros) + out
}

/** `undefined` when `text` holds a character outside the alphabet. */
export const decodeBase58 = (text: string): Uint8Array | undefined => {
  let zeros = 0
  while (zeros < text.length && text[zeros] === "1") zeros++
  let value = 0n
  for (const char of text) {
    const digit = INDEX.get(char)
    if (digit === undefined) return undefined
    value = value * 58n + BigInt(digit)
  }
  const body: Array<number> = []
  while (value > 0n) {
    body.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body])
}
