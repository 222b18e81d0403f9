import { Effect, Stream } from "effect"
import type { Scope } from "effect"
import { showSnackbar } from "../alerts/showSnackbar.js"
import { NOT_ALLOWED_ALERT_DELAY } from "../constants.js"
import { ACTION_NOT_ALLOWED } from "../errors/catalogue.js"
import { openModal } from "../router/openModal.js"

/**
 * A method outside the embedded wallet's list was asked for (SPEC §5): the modal opens, and after
 * 300 ms (SPEC §4) 'Action not allowed' shows, so the person learns why nothing happened. Runs
 * until interrupted.
 */
export const alertRefusedMethods = (refusals: Effect.Effect<Stream.Stream<string>, never, Scope.Scope>) =>
  Effect.scoped(
    Effect.flatMap(refusals, (stream) =>
      Stream.runForEach(stream, () =>
        openModal().pipe(
          Effect.zipRight(Effect.sleep(NOT_ALLOWED_ALERT_DELAY)),
          Effect.zipRight(showSnackbar(ACTION_NOT_ALLOWED, "error")),
          Effect.catchAll((error) => Effect.logWarning(`Action not allowed: ${error._tag}`))
        )
      )
    )
  ).pipe(Effect.withSpan("embedded.alertRefusedMethods"))
