/**
 * Whether the code runs in a page: a window with a document. A server rendering the host app (or
 * any other JavaScript runtime without a DOM) has neither.
 */
export const inBrowser = (): boolean => typeof window !== "undefined" && typeof document !== "undefined"
