/**
 * What Esplora says about an output script: its `scriptpubkey_type` (electrs's names), its
 * regtest address when it has one, its assembly in rust-bitcoin's notation, and whether
 * bitcoind's policy relays an output of that kind.
 */
import { Address, OP, OutScript } from "@scure/btc-signer"
import { isWitnessProgram } from "./dustThreshold.js"
import { toHex } from "./hex.js"
import { REGTEST } from "./regtest.js"

export type ScriptPubKeyType =
  | "empty"
  | "op_return"
  | "p2pk"
  | "p2pkh"
  | "p2sh"
  | "v0_p2wpkh"
  | "v0_p2wsh"
  | "v1_p2tr"
  | "unknown"

const MAX_OP_RETURN_RELAY = 83

export const scriptPubKeyType = (s: Uint8Array): ScriptPubKeyType => {
  const n = s.length
  if (n === 0) return "empty"
  if (s[0] === 0x6a) return "op_return"
  if ((n === 35 && s[0] === 33 && s[34] === 0xac) || (n === 67 && s[0] === 65 && s[66] === 0xac)) return "p2pk"
  if (n === 25 && s[0] === 0x76 && s[1] === 0xa9 && s[2] === 20 && s[23] === 0x88 && s[24] === 0xac) return "p2pkh"
  if (n === 23 && s[0] === 0xa9 && s[1] === 20 && s[22] === 0x87) return "p2sh"
  if (n === 22 && s[0] === 0x00 && s[1] === 20) return "v0_p2wpkh"
  if (n === 34 && s[0] === 0x00 && s[1] === 32) return "v0_p2wsh"
  if (n === 34 && s[0] === 0x51 && s[1] === 32) return "v1_p2tr"
  return "unknown"
}

/** The `bcrt1…`, `m…`/`n…` or `2…` address of a script, when it has one. */
export const scriptPubKeyAddress = (script: Uint8Array): string | undefined => {
  const type = scriptPubKeyType(script)
  if (type !== "p2pkh" && type !== "p2sh" && type !== "v0_p2wpkh" && type !== "v0_p2wsh" && type !== "v1_p2tr") return undefined
  try {
    return Address(REGTEST).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}

/** The script of a regtest address, read with btc-signer's decoder; `undefined` for anything else. */
export const addressScript = (address: string): Uint8Array | undefined => {
  try {
    return OutScript.encode(Address(REGTEST).decode(address))
  } catch {
    return undefined
  }
}

/** bitcoind's IsStandard for outputs: the known templates, future witness versions, small OP_RETURNs. */
export const isStandardOutput = (script: Uint8Array): boolean => {
  const type = scriptPubKeyType(script)
  if (type === "op_return") return script.length <= MAX_OP_RETURN_RELAY
  if (type === "unknown") return isWitnessProgram(script) && script[0] !== 0x00
  return type !== "empty"
}

const OPCODE_NAMES = new Map<number, string>(
  Object.entries(OP).flatMap(([name, code]): Array<[number, string]> =>
    typeof code === "number" ? [[code, name.startsWith("OP_") ? name : `OP_${name}`]] : []
  )
)

const rustBitcoinName = (code: number): string => {
  if (code >= 0x51 && code <= 0x60) return `OP_PUSHNUM_${code - 0x50}`
  if (code === 0x4f) return "OP_PUSHNUM_NEG1"
  if (code === 0xb1) return "OP_CLTV"
  if (code === 0xb2) return "OP_CSV"
  if (code >= 0xbb && code <= 0xfe) return `OP_RETURN_${code}`
  return OPCODE_NAMES.get(code) ?? `OP_RETURN_${code}`
}

/** `OP_0 OP_PUSHBYTES_20 <hex>`, the way electrs writes `scriptpubkey_asm` and `scriptsig_asm`. */
export const scriptAsm = (script: Uint8Array): string => {
  const parts: Array<string> = []
  let at = 0
  while (at < script.length) {
    const code = script[at++] as number
    let length: number | undefined
    let name: string
    if (code >= 0x01 && code <= 0x4b) [length, name] = [code, `OP_PUSHBYTES_${code}`]
    else if (code >= 0x4c && code <= 0x4e) {
      const width = code === 0x4c ? 1 : code === 0x4d ? 2 : 4
      if (at + width > script.length) return [...parts, rustBitcoinName(code), "<unexpected end>"].join(" ")
      length = Number(Buffer.from(script.subarray(at, at + width)).readUIntLE(0, width))
      at += width
      name = rustBitcoinName(code)
    } else name = rustBitcoinName(code)
    if (length === undefined) {
      parts.push(name)
      continue
    }
    if (at + length > script.length) return [...parts, name, "<push past end>"].join(" ")
    parts.push(name, toHex(script.subarray(at, at + length)))
    at += length
  }
  return parts.join(" ")
}
