import { Data } from "effect"

/**
 * The modal was asked to open a view it does not have: a name that is not one of its views, or a
 * view of the spec that is not built yet. Nothing changed.
 */
export class UnknownView extends Data.TaggedError("UnknownView")<{ readonly view: string }> {}
