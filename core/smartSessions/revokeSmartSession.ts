import { Effect } from "effect"
import { RevokeSmartSessionFailed } from "../errors/AccountErrors.js"
import { signMessage } from "../evm/signMessage.js"
import { ApiClient } from "../services/ApiClient.js"
import { Options } from "../services/Options.js"
import { fetchSmartSessions } from "./fetchSmartSessions.js"
import { RevokeSmartSessionAnswer } from "./RevokeSmartSessionAnswer.js"
import { sessionAccount } from "./sessionAccount.js"

/**
 * Revokes one smart session of the connected EVM account (SPEC §1, WIRE §1.2): the account signs
 * the session's `pci` with `personal_sign` through its wallet's provider, then
 * `POST /v1/sessions/{address}/revoke?projectId=…` carries `{pci, signature}`. The sessions are then
 * read again, and answered: the list as the service now has it.
 *
 * Fails with RevokeSmartSessionFailed ('Error revoking session') without an EVM account, when the
 * wallet refuses, or when the service fails or refuses; the list is not read again then. Reading
 * it again may fail with SmartSessionsFetchFailed.
 */
export const revokeSmartSession = (pci: string) =>
  Effect.gen(function* () {
    const account = yield* sessionAccount
    if (account === undefined) return yield* new RevokeSmartSessionFailed({ pci })
    const { projectId } = yield* Options
    const api = yield* ApiClient
    const answer = yield* signMessage(pci).pipe(
      Effect.flatMap((signature) =>
        api.post({
          service: "blockchain",
          path: `/v1/sessions/${account.address}/revoke`,
          query: { projectId },
          body: { pci, signature },
          schema: RevokeSmartSessionAnswer
        })
      ),
      Effect.mapError(() => new RevokeSmartSessionFailed({ pci }))
    )
    if (answer.success === false) return yield* new RevokeSmartSessionFailed({ pci })
    return yield* fetchSmartSessions
  }).pipe(Effect.withSpan("smartSessions.revokeSmartSession"))
