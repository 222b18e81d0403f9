/** A Web Storage object over a Map, with an optional quota (in UTF-16 units, as browsers count). */
export const mapStorage = (options: { readonly quota?: number } = {}): globalThis.Storage => {
  const entries = new Map<string, string>()
  const used = () => [...entries].reduce((sum, [key, value]) => sum + key.length + value.length, 0)
  const storage: Pick<globalThis.Storage, "length" | "key" | "getItem" | "setItem" | "removeItem" | "clear"> = {
    get length() {
      return entries.size
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      const previous = entries.get(key)
      const size = used() - (previous === undefined ? 0 : key.length + previous.length) + key.length + String(value).length
      if (options.quota !== undefined && size > options.quota) {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
      }
      entries.set(key, String(value))
    },
    removeItem: (key) => {
      entries.delete(key)
    },
    clear: () => entries.clear()
  }
  return storage as globalThis.Storage
}

/** A Web Storage object the browser has blocked: every call throws, as in some privacy modes. */
export const blockedStorage = (): globalThis.Storage => {
  const refuse = (): never => {
    throw new DOMException("The operation is insecure.", "SecurityError")
  }
  const storage: Pick<globalThis.Storage, "length" | "key" | "getItem" | "setItem" | "removeItem" | "clear"> = {
    get length() {
      return refuse()
    },
    key: refuse,
    getItem: refuse,
    setItem: refuse,
    removeItem: refuse,
    clear: refuse
  }
  return storage as globalThis.Storage
}
