import type { ResolvedOptions } from "../../../core/config/ResolvedOptions.js"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"

/**
 * Whether the Account view offers to choose a name: names exist only on EVM (SPEC §5) and are
 * registered with the data service, which needs a project id and is off in basic mode (SPEC §1).
 */
export const nameEntryShown = (options: Pick<ResolvedOptions, "projectId" | "basic">, namespace: ChainNamespace | undefined): boolean =>
  namespace === "eip155" && options.projectId !== "" && !options.basic
