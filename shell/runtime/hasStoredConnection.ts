import { readStoredString } from "./readStoredString.js"

/** The key the start-up program reconnects from (WIRE §5), read as it reads it: a plain string. */
const CONNECTED_CONNECTOR_KEY = "@appkit/eip155:connected_connector_id"

/**
 * Whether the page remembers an EVM connection the start-up program will restore: only in a
 * browser, and only when reconnection is on. Storage the page may not use remembers nothing.
 */
export const hasStoredConnection = (enableReconnect: boolean): boolean => enableReconnect && readStoredString(CONNECTED_CONNECTOR_KEY) !== null
