/**
 * The wallet page's storage for its sign client: its own IndexedDB database. The SDK's default
 * storage, on its first start on an origin, moves every `localStorage` key with `wc@`,
 * `walletconnect` or `wc_` in its name into IndexedDB and deletes it from `localStorage`; the
 * page is served beside the demo, on the demo's origin, so that would take the demo's session
 * keys and its WALLETCONNECT_DEEPLINK_CHOICE (WIRE.md §5) away from it. This storage never reads
 * `localStorage`. Values are kept as IndexedDB keeps them (structured clones), so nothing is
 * turned into text and back.
 */
import type { IKeyValueStorage } from "@walletconnect/keyvaluestorage"

export const PAGE_DATABASE = "doorway-walletconnect-wallet"
const STORE = "keyvaluestorage"

const openDatabase = (factory: IDBFactory): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const request = factory.open(PAGE_DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error(`Could not open IndexedDB ${PAGE_DATABASE}`))
  })

/** Runs `use` in one transaction and resolves with what it returns once the transaction is done. */
const inTransaction = <A>(database: Promise<IDBDatabase>, mode: IDBTransactionMode, use: (store: IDBObjectStore) => () => A): Promise<A> =>
  database.then(
    (db) =>
      new Promise<A>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode)
        const result = use(transaction.objectStore(STORE))
        transaction.oncomplete = () => resolve(result())
        transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error(`IndexedDB ${PAGE_DATABASE}: the transaction failed`))
      })
  )

export const makePageStorage = (factory: IDBFactory = indexedDB): IKeyValueStorage => {
  const database = openDatabase(factory)
  return {
    getKeys: () =>
      inTransaction(database, "readonly", (store) => {
        const keys = store.getAllKeys()
        return () => keys.result.map(String)
      }),
    getEntries: <T>() =>
      inTransaction(database, "readonly", (store) => {
        // One transaction: the keys and the values in the same (key) order.
        const keys = store.getAllKeys()
        const values = store.getAll()
        return () => keys.result.map((key, index): [string, T] => [String(key), values.result[index] as T])
      }),
    getItem: <T>(key: string) =>
      inTransaction(database, "readonly", (store) => {
        const value = store.get(key)
        return () => value.result as T | undefined
      }),
    setItem: <T>(key: string, value: T) =>
      inTransaction(database, "readwrite", (store) => {
        store.put(value, key)
        return () => undefined
      }),
    removeItem: (key: string) =>
      inTransaction(database, "readwrite", (store) => {
        store.delete(key)
        return () => undefined
      })
  }
}
