/**
 * Signs a relay `auth` token the way the WalletConnect client does (WIRE.md §6.1), with any claims,
 * so tests can present tokens the real client never would (from the future, for another relay).
 */
import { ed25519 } from "@noble/curves/ed25519"
import { didKeyOf } from "../../../devnet/relay/didKey.js"

export interface RelayKey {
  readonly secretKey: Uint8Array
  readonly clientId: string
}

export const relayKey = (seed = 7): RelayKey => {
  const secretKey = new Uint8Array(32).fill(seed)
  return { secretKey, clientId: didKeyOf(ed25519.getPublicKey(secretKey)) }
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64url")

export interface JwtFields {
  readonly aud: string
  /** Unix seconds. */
  readonly iat: number
  readonly exp?: number
  readonly iss?: string
  readonly header?: unknown
}

export const signRelayJwt = (key: RelayKey, fields: JwtFields): string => {
  const header = part(fields.header ?? { alg: "EdDSA", typ: "JWT" })
  const claims = part({
    iss: fields.iss ?? key.clientId,
    sub: "c".repeat(64),
    aud: fields.aud,
    iat: fields.iat,
    exp: fields.exp ?? fields.iat + 86_400
  })
  const signature = ed25519.sign(new TextEncoder().encode(`${header}.${claims}`), key.secretKey)
  return `${header}.${claims}.${Buffer.from(signature).toString("base64url")}`
}

/** The query string a client connects with. */
export const relayQuery = (auth: string, projectId: string): string =>
  `?${new URLSearchParams({ auth, ua: "wc-2/js-2.25.0/linux-node/node", projectId, useOnCloseEvent: "true" })}`
