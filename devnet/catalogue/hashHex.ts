import { createHash } from "node:crypto"

/** SHA-256 of a text as 64 lowercase hex digits: the stable source of every generated id. */
export const hashHex = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex")

/** A stable unsigned 32-bit number drawn from a text, for picks that must not change between runs. */
export const hashNumber = (text: string, salt = ""): number => Number.parseInt(hashHex(`${salt}:${text}`).slice(0, 8), 16)
