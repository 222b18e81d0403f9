/**
 * Smart sessions (WIRE §1.2, §1.3): `GET /v1/sessions/{caipAddress}` lists the account's grants;
 * `POST /v1/sessions/{address}/revoke` removes one. `POST /v1/sessions/{caipAddress}` with
 * `{session, signature}` records a grant (the hosted service learns of grants from the wallet's
 * `wallet_grantPermissions`; the local secure site hands its grants over directly, see
 * devnet/grantsAsSmartSessions.ts): the
 * same proof as a revocation, the account's signature of the session's `pci`, so no one records
 * sessions for an account they do not hold.
 *
 * Revoking proves control of the account: `signature` must be the account's `personal_sign`
 * (EIP-191) of the `pci` text itself, checked with viem's `verifyMessage` (which also accepts
 * ERC-1271/6492 signatures of deployed or counterfactual smart accounts on the named chain).
 * The hosted service's exact signed payload is not documented; signing the id is the smallest
 * proof that ties the request to both the account and the one session.
 */
import * as HttpRouter from "@effect/platform/HttpRouter"
import { Effect, Schema } from "effect"
import { createPublicClient, http, verifyMessage, type Hex } from "viem"
import { RevokeSmartSessionRequest, SmartSession, SmartSessionsResponse } from "../../../schemas/BlockchainApi.js"
import { RequestRejected } from "../../catalogue/RequestRejected.js"
import { respondJson } from "../../catalogue/respond.js"
import type { DataContext } from "../DataContext.js"
import { decodePathParam, isCaipAddress, isEvmAddress } from "../chainLookup.js"
import { readJsonBody } from "../readJsonBody.js"
import { requireProject } from "../requireProject.js"
import type { SmartSessionStore } from "../SmartSessionStore.js"
import { accountAddressOf } from "../SmartSessionStore.js"

export const RevokeSmartSessionResponse = Schema.Struct({ success: Schema.Boolean })

/** The body of a recorded grant: the session and the account's `personal_sign` of its `pci`. */
export const GrantSmartSessionRequest = Schema.Struct({ session: SmartSession, signature: Schema.String })

const BAD_SIGNATURE = "signature is not the account's personal_sign of pci"

/** A CAIP-10 EVM account, or a plain EVM address. */
const requireAccount = (raw: string, allowPlain: boolean) => {
  const plain = raw.split(":").at(-1) ?? ""
  const wellFormed = (isCaipAddress(raw) && raw.startsWith("eip155:")) || (allowPlain && !raw.includes(":"))
  return wellFormed && isEvmAddress(plain)
    ? Effect.succeed(raw)
    : Effect.fail(
        new RequestRejected({
          status: 400,
          message: `"${raw}" is not ${allowPlain ? "an EVM address or " : ""}a CAIP-10 EVM account such as eip155:1:0xabc…`
        })
      )
}

/**
 * Whether `signature` is the account's signature of `message`: on the chain a CAIP-10 account
 * names, and for a plain address on any local chain (a smart account is deployed on some only).
 */
const isSignedBy = (ctx: DataContext, account: string, message: string, signature: string) => {
  const chainId = account.split(":").length === 3 ? account.split(":")[1] : undefined
  const named = ctx.chains.filter((candidate) => String(candidate.chainId) === chainId)
  const chains = chainId === undefined ? ctx.chains : named
  const address = accountAddressOf(account) as Hex
  if (!/^0x[0-9a-fA-F]*$/.test(signature)) return Effect.succeed(false)
  if (chains.length === 0) {
    return Effect.tryPromise(() => verifyMessage({ address, message, signature: signature as Hex })).pipe(Effect.orElseSucceed(() => false))
  }
  return Effect.tryPromise(async () => {
    for (const chain of chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      if (await client.verifyMessage({ address, message, signature: signature as Hex }).catch(() => false)) return true
    }
    return false
  }).pipe(Effect.orElseSucceed(() => false))
}

export const sessionRoutes = (ctx: DataContext, sessions: SmartSessionStore) =>
  HttpRouter.empty.pipe(
    HttpRouter.get(
      "/v1/sessions/:account",
      Effect.gen(function* () {
        yield* requireProject(ctx)
        const raw = yield* Effect.flatMap(HttpRouter.params, (params) => decodePathParam(params["account"]))
        const account = yield* requireAccount(raw, false)
        return yield* respondJson(SmartSessionsResponse, { pcis: sessions.list(account) })
      })
    ),
    HttpRouter.post(
      "/v1/sessions/:account",
      Effect.gen(function* () {
        yield* requireProject(ctx)
        const raw = yield* Effect.flatMap(HttpRouter.params, (params) => decodePathParam(params["account"]))
        const account = yield* requireAccount(raw, false)
        const { session, signature } = yield* readJsonBody(GrantSmartSessionRequest)
        if (!(yield* isSignedBy(ctx, account, session.pci, signature))) {
          return yield* Effect.fail(new RequestRejected({ status: 401, message: BAD_SIGNATURE }))
        }
        sessions.add(account, session)
        return yield* respondJson(RevokeSmartSessionResponse, { success: true })
      })
    ),
    HttpRouter.post(
      "/v1/sessions/:account/revoke",
      Effect.gen(function* () {
        yield* requireProject(ctx)
        const raw = yield* Effect.flatMap(HttpRouter.params, (params) => decodePathParam(params["account"]))
        const account = yield* requireAccount(raw, true)
        const { pci, signature } = yield* readJsonBody(RevokeSmartSessionRequest)
        if (!(yield* isSignedBy(ctx, account, pci, signature))) {
          return yield* Effect.fail(new RequestRejected({ status: 401, message: BAD_SIGNATURE }))
        }
        if (!sessions.remove(account, pci)) {
          return yield* Effect.fail(new RequestRejected({ status: 404, message: `no session ${pci} for ${account}` }))
        }
        return yield* respondJson(RevokeSmartSessionResponse, { success: true })
      })
    )
  )
