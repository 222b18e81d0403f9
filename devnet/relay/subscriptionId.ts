import { createHash } from "node:crypto"

/**
 * A subscription's id: hex SHA-256 of the UTF-8 text `topic + clientId`, the value the JS client
 * computes on its own and sends back in `irn_unsubscribe` (WIRE.md §6.2).
 */
export const subscriptionIdOf = (topic: string, clientId: string): string =>
  createHash("sha256").update(topic + clientId, "utf8").digest("hex")
