/**
 * One read of an Esplora HTTP API: `GET {esplora}{path}`, its JSON answer decoded. The call keeps
 * the chain RPC's rules: an http(s) URL only (SPEC §5), 10 s per attempt and three retries of an
 * overloaded server (SPEC §9).
 */
import type * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Duration, Effect } from "effect"
import type { Schema } from "effect"
import { RPC_TIMEOUT } from "../../../core/constants.js"
import { RpcTimeoutError } from "../../../core/errors/HttpErrors.js"
import { InvalidConnectionUrl } from "../../../core/errors/WalletConnectErrors.js"
import { executeRequest } from "../../../core/http/executeRequest.js"
import { retryRpc } from "../../../core/rpc/retryRpc.js"
import type { RpcError } from "../../../core/services/RpcTransport.js"

/** `{esplora}{path}`, a trailing slash of the base left out; a base that is not http(s) fails, asking nothing. */
export const esploraUrl = (esplora: string, path: string): Effect.Effect<string, InvalidConnectionUrl> =>
  /^https?:\/\//i.test(esplora) ? Effect.succeed(`${esplora.replace(/\/+$/, "")}${path}`) : Effect.fail(new InvalidConnectionUrl({ url: esplora }))

/** Fails with RpcTimeoutError, named `label`, past the chain RPC's limit. */
export const withinRpcTimeout = <A, E>(label: string, effect: Effect.Effect<A, E>): Effect.Effect<A, E | RpcTimeoutError> =>
  Effect.timeoutFail(effect, {
    duration: RPC_TIMEOUT,
    onTimeout: () => new RpcTimeoutError({ method: label, millis: Duration.toMillis(RPC_TIMEOUT) })
  })

export const esploraGet = <A, I>(
  http: HttpClient.HttpClient,
  esplora: string,
  path: string,
  schema: Schema.Schema<A, I>,
  label: string
): Effect.Effect<A, RpcError> =>
  Effect.flatMap(esploraUrl(esplora, path), (url) => retryRpc(withinRpcTimeout(label, executeRequest(http, HttpClientRequest.get(url), schema))))
