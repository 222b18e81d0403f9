/** A tagged error without text of its own: the catalogue may have words for it. */
const isUntoldTaggedError = (error: unknown): error is Error & { readonly _tag: string } =>
  error instanceof Error && "_tag" in error && typeof error._tag === "string" && error.message === ""

/**
 * A failure as it leaves the instance for plain JavaScript (a rejected promise): a tagged error
 * without text of its own gets its catalogue text (SPEC §8) as `message`, so a host that logs
 * `error.message` reads why. Its `_tag` and fields stay as they are. The catalogue loads only
 * then, not with the runtime at page start; if it cannot load, the error goes as it is.
 */
export const withCatalogueText = (error: unknown): Promise<unknown> =>
  isUntoldTaggedError(error)
    ? import("../../core/errors/catalogue.js").then(
        ({ catalogue, messageOf }) => {
          if (error._tag in catalogue) error.message = messageOf(error as Parameters<typeof messageOf>[0])
          return error
        },
        () => error
      )
    : Promise.resolve(error)
