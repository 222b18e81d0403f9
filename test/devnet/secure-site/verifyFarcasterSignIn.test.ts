/**
 * The secure site's checks of a Sign In With Farcaster answer (the checks of
 * `@farcaster/auth-client`'s verifier): an approval signed by the relay's Farcaster app verifies;
 * a changed message, another key, another nonce, domain or URI, a message out of its time, and
 * messages that are not Farcaster's are refused, each with its reason.
 */
import type { Address } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { createSiweMessage } from "viem/siwe"
import { describe, expect, it } from "vitest"
import { verifyFarcasterSignIn, type ExpectedSignIn } from "../../../devnet/secure-site/social/verifyFarcasterSignIn.js"
import { makeFarcasterRelay } from "../../../devnet/sign-in-provider/farcasterRelay.js"

const NOW = Date.parse("2025-06-01T12:00:00Z")
const SITE = { domain: "127.0.0.1:4000", siweUri: "http://127.0.0.1:4000", nonce: "abcdefgh12345678" }

/** A channel approved as `dwr` in the relay's Farcaster app: its signed answer and the registry. */
const approved = async () => {
  const relay = makeFarcasterRelay(() => "http://127.0.0.1:4001", () => NOW)
  const created = relay.createChannel({ ...SITE, expirationTime: new Date(NOW + 60_000).toISOString() })
  if (created._tag === "Left") throw new Error(created.left)
  await relay.approve({ channelToken: created.right.channelToken, username: "dwr", decision: "approve" })
  const status = await relay.status(created.right.channelToken, 0, new AbortController().signal)
  const expected: ExpectedSignIn = { ...SITE, now: new Date(NOW), fidOf: async (custody) => relay.fidOf(custody) }
  return { signIn: { message: status?.message ?? "", signature: status?.signature ?? "" }, fid: status?.fid ?? 0, custody: status?.custody as Address, expected }
}

/** A message signed by a key of its own, `fidOf` saying it owns `fid`. */
const signedBySomeone = async (fields: Partial<Parameters<typeof createSiweMessage>[0]> = {}, fid = 1001) => {
  const account = privateKeyToAccount(generatePrivateKey())
  const message = createSiweMessage({
    ...SITE,
    address: account.address,
    statement: "Farcaster Connect",
    uri: SITE.siweUri,
    version: "1",
    chainId: 10,
    issuedAt: new Date(NOW),
    resources: [`farcaster://fid/${fid}`],
    ...fields
  })
  const expected: ExpectedSignIn = { ...SITE, now: new Date(NOW), fidOf: async (custody) => (custody === account.address ? fid : 0) }
  return { signIn: { message, signature: await account.signMessage({ message }) }, expected }
}

describe("an approval", () => {
  it("signed by the fid's custody key verifies", async () => {
    const { signIn, fid, custody, expected } = await approved()
    expect(fid).toBeGreaterThan(0)
    expect(await verifyFarcasterSignIn(signIn, expected)).toEqual({ fid, custody })
  })

  it("its message changed after signing (another fid) is refused", async () => {
    const { signIn, fid, expected } = await approved()
    const tampered = { ...signIn, message: signIn.message.replace(`farcaster://fid/${fid}`, `farcaster://fid/${fid + 1}`) }
    await expect(verifyFarcasterSignIn(tampered, expected)).rejects.toThrow("Invalid Farcaster sign-in: the signature is not the message's address's")
  })

  it("its signature swapped for another key's is refused", async () => {
    const { signIn, expected } = await approved()
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: signIn.message })
    await expect(verifyFarcasterSignIn({ ...signIn, signature: forged }, expected)).rejects.toThrow("the signature is not the message's address's")
  })

  it.each([
    ["nonce", { nonce: "zzzzzzzz99999999" }, "the nonce is not the one asked for"],
    ["domain", { domain: "127.0.0.1:5000" }, "the domain is not this site's"],
    ["URI", { siweUri: "http://127.0.0.1:5000" }, "the URI is not this site's"]
  ])("for another %s is refused", async (_, change, reason) => {
    const { signIn, expected } = await approved()
    await expect(verifyFarcasterSignIn(signIn, { ...expected, ...change })).rejects.toThrow(reason)
  })

  it("after its expiration time is refused", async () => {
    const { signIn, expected } = await approved()
    await expect(verifyFarcasterSignIn(signIn, { ...expected, now: new Date(NOW + 60_000) })).rejects.toThrow("the message is expired or not valid yet")
  })
})

describe("a message signed by a key that is not the fid's custody", () => {
  it("is refused by the ID registry check", async () => {
    const { signIn } = await signedBySomeone()
    const { expected } = await approved()
    await expect(verifyFarcasterSignIn(signIn, expected)).rejects.toThrow(/0x[0-9a-fA-F]{40} is not the custody address of fid 1001/)
  })
})

describe("a message that is not Farcaster's", () => {
  it.each([
    ["another statement", { statement: "Sign in to the app" }, "the statement is not Farcaster's"],
    ["another chain", { chainId: 1 }, "the chain is not 10"],
    ["no fid resource", { resources: ["https://example.com"] }, "no fid resource"],
    ["two fid resources", { resources: ["farcaster://fid/1001", "farcaster://fid/1002"] }, "more than one fid resource"],
    ["an auth address signer", { resources: ["farcaster://fid/1001", "farcaster://signer/type/authAddress"] }, "auth addresses are not supported"]
  ])("with %s is refused", async (_, fields, reason) => {
    const { signIn, expected } = await signedBySomeone(fields)
    await expect(verifyFarcasterSignIn(signIn, expected)).rejects.toThrow(reason)
  })

  it("that is not an EIP-4361 message at all is refused", async () => {
    const { expected } = await signedBySomeone()
    await expect(verifyFarcasterSignIn({ message: "hello", signature: "0x" }, expected)).rejects.toThrow("not an EIP-4361 message")
  })

  it("the same checks pass it when it is well formed and owned", async () => {
    const { signIn, expected } = await signedBySomeone()
    expect(await verifyFarcasterSignIn(signIn, expected)).toMatchObject({ fid: 1001 })
  })
})
