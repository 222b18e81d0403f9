import { Effect, Ref } from "effect"
import type { ChainNamespace } from "../schemas/ChainNamespace.js"

/**
 * The namespaces the site uses one shared connection on (a WalletConnect session, the embedded
 * wallet's login): the connection ends on the wallet's side only with the last one let go.
 */
export const makeNamespacesInUse = Effect.map(Ref.make<ReadonlySet<ChainNamespace>>(new Set()), (used) => ({
  use: (namespace: ChainNamespace) => Ref.update(used, (current) => new Set([...current, namespace])),
  /** Exactly these, as a fresh connection grants them. */
  useOnly: (namespaces: ReadonlyArray<ChainNamespace>) => Ref.set(used, new Set(namespaces)),
  /** Lets `namespace` go: true when none is left. */
  release: (namespace: ChainNamespace) =>
    Ref.modify(used, (current): readonly [boolean, ReadonlySet<ChainNamespace>] => {
      const left = new Set([...current].filter((each) => each !== namespace))
      return [left.size === 0, left]
    })
}))
