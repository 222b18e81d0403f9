import { getAddress } from "viem"
import { createSiweMessage } from "viem/siwe"
import type { SiwxMessageData } from "../../../schemas/Siwx.js"

/** The header word of each chain family's message ("… sign in with your Solana account:"). */
const ACCOUNT_WORD: Readonly<Record<string, string>> = { eip155: "Ethereum", solana: "Solana", bip122: "Bitcoin" }

const dateOf = (text: string | undefined): Date | undefined => (text === undefined ? undefined : new Date(text))

/**
 * The text a wallet signs to sign in (SPEC §3 fields). On EVM it is an EIP-4361 message, built by
 * viem from the checksummed address and the numeric chain id of the CAIP-2 `chainId`. Solana and
 * Bitcoin use the same layout with their own header word and the full CAIP-2 chain id, as CAIP-122
 * writes it for any chain.
 */
export const createSiwxMessage = (data: SiwxMessageData): string => {
  const [namespace = "", reference = ""] = data.chainId.split(":")
  if (namespace === "eip155") {
    return createSiweMessage({
      address: getAddress(data.accountAddress),
      chainId: Number(reference),
      domain: data.domain,
      uri: data.uri,
      version: "1",
      nonce: data.nonce,
      issuedAt: dateOf(data.issuedAt) ?? new Date(),
      ...(data.statement === undefined ? {} : { statement: data.statement }),
      ...(data.expirationTime === undefined ? {} : { expirationTime: dateOf(data.expirationTime) }),
      ...(data.notBefore === undefined ? {} : { notBefore: dateOf(data.notBefore) }),
      ...(data.requestId === undefined ? {} : { requestId: data.requestId }),
      ...(data.resources === undefined ? {} : { resources: [...data.resources] })
    })
  }
  const word = ACCOUNT_WORD[namespace] ?? namespace
  const lines = [
    `${data.domain} wants you to sign in with your ${word} account:`,
    data.accountAddress,
    "",
    ...(data.statement === undefined ? [] : [data.statement]),
    "",
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${data.chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt ?? new Date().toISOString()}`,
    ...(data.expirationTime === undefined ? [] : [`Expiration Time: ${data.expirationTime}`]),
    ...(data.notBefore === undefined ? [] : [`Not Before: ${data.notBefore}`]),
    ...(data.requestId === undefined ? [] : [`Request ID: ${data.requestId}`]),
    ...(data.resources === undefined ? [] : ["Resources:", ...data.resources.map((resource) => `- ${resource}`)])
  ]
  return lines.join("\n")
}
