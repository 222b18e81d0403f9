/**
 * The checks `@farcaster/auth-client`'s `verifySignInMessage` makes on a Sign In With Farcaster
 * answer, with viem's EIP-4361 tools: the message parses; its statement is Farcaster's, its chain
 * 10, its resources name exactly one fid (and at most one signer type, custody only here); its
 * nonce and domain are the ones the site asked for, its URI too; it is within its time bounds;
 * the signature recovers its address; and that address is the fid's custody address in the ID
 * registry. Any failure is the site's error with the reason.
 */
import { verifyMessage, type Address, type Hex } from "viem"
import { parseSiweMessage, validateSiweMessage } from "viem/siwe"
import { SiteError } from "../SiteError.js"

const STATEMENTS = new Set(["Farcaster Auth", "Farcaster Connect"])
const CHAIN_ID = 10
const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d*)\/?$/
const SIGNER_RESOURCE = /^farcaster:\/\/signer\/type\/(custody|authAddress)\/?$/

export interface FarcasterSignIn {
  readonly message: string
  readonly signature: string
}

export interface ExpectedSignIn {
  readonly domain: string
  readonly nonce: string
  readonly siweUri: string
  readonly now: Date
  /** The ID registry's `idOf`: the fid `custody` owns, 0 for none. */
  readonly fidOf: (custody: Address) => Promise<number>
}

export interface VerifiedSignIn {
  readonly fid: number
  readonly custody: Address
}

const refuse = (reason: string): never => {
  throw new SiteError(`Invalid Farcaster sign-in: ${reason}`)
}

export const verifyFarcasterSignIn = async (signIn: FarcasterSignIn, expected: ExpectedSignIn): Promise<VerifiedSignIn> => {
  const message = parseSiweMessage(signIn.message)
  const { address } = message
  if (address === undefined || message.version !== "1" || message.uri === undefined || message.issuedAt === undefined) refuse("not an EIP-4361 message")
  if (!STATEMENTS.has(message.statement ?? "")) refuse("the statement is not Farcaster's")
  if (message.chainId !== CHAIN_ID) refuse(`the chain is not ${CHAIN_ID}`)
  const resources = message.resources ?? []
  const fids = resources.map((resource) => FID_RESOURCE.exec(resource)?.[1]).filter((fid) => fid !== undefined)
  if (fids.length !== 1) refuse(fids.length === 0 ? "no fid resource" : "more than one fid resource")
  const signers = resources.map((resource) => SIGNER_RESOURCE.exec(resource)?.[1]).filter((type) => type !== undefined)
  if (signers.length > 1) refuse("more than one signer type")
  if (signers[0] === "authAddress") refuse("auth addresses are not supported, only the custody address")
  if (message.nonce !== expected.nonce) refuse("the nonce is not the one asked for")
  if (message.domain !== expected.domain) refuse("the domain is not this site's")
  if (message.uri !== expected.siweUri) refuse("the URI is not this site's")
  if (!validateSiweMessage({ message, time: expected.now })) refuse("the message is expired or not valid yet")
  const custody = address as Address
  const signed = await verifyMessage({ address: custody, message: signIn.message, signature: signIn.signature as Hex }).catch(() => false)
  if (!signed) refuse("the signature is not the message's address's")
  const fid = Number(fids[0])
  const owned = await expected.fidOf(custody)
  if (owned !== fid) refuse(`${custody} is not the custody address of fid ${fid}`)
  return { fid, custody }
}
