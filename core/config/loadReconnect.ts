/**
 * The chunk that reconnects a stored connection: the start-up program loads it when something is
 * stored, and a page that already knows it restores one starts loading it earlier, as one chunk.
 */
export const loadReconnect = () => import("../connection/reconnect.js")
