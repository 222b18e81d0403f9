/** Hex as bitcoind reads it: an even number of hex digits, nothing else (no prefix, no spaces). */
export const decodeHexStrict = (text: string): Uint8Array | undefined =>
  /^(?:[0-9a-fA-F]{2})*$/.test(text) ? Uint8Array.from(Buffer.from(text, "hex")) : undefined

export const toHex = (bytes: Uint8Array): string => Buffer.from(bytes).toString("hex")

/** Txids and block hashes are shown byte-reversed (the hash of the bytes, read as a number). */
export const reversedHex = (bytes: Uint8Array): string => toHex(Uint8Array.from(bytes).reverse())

/** A txid or block hash as written in a URL: 64 hex digits, lower case (Esplora's form). */
export const isHash256Hex = (text: string): boolean => /^[0-9a-f]{64}$/.test(text)
