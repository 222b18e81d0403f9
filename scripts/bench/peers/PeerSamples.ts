/** A peer's figures, per run, in ms: the same steps as Doorway's (`VisitorSamples`), so each pair is a ratio. */
export interface PeerSamples {
  /** Click Connect the moment it is visible → the modal's first view shown. */
  readonly firstOpen: ReadonlyArray<number>
  /** Click the dev wallet's entry → the address on the peer's own account button. */
  readonly clickToAddress: ReadonlyArray<number>
  /** Same click → the address in the page's own element (`useAppKitAccount`). */
  readonly clickToPageAddress: ReadonlyArray<number>
  /** Same click → the balance on the peer's account button; empty when it never showed (see `balanceMissing`). */
  readonly clickToBalance: ReadonlyArray<number>
  /** Why `clickToBalance` lacks runs, if it does. */
  readonly balanceMissing?: string
  /** Reload after connecting → the address in the page's own element, from navigation start. */
  readonly reloadToAddress: ReadonlyArray<number>
  /** Click Disconnect in the peer's account view → the page's address gone. */
  readonly disconnectToGone: ReadonlyArray<number>
  readonly phoneBlockingTime: ReadonlyArray<number>
  readonly phoneConnectVisible: ReadonlyArray<number>
  readonly phoneOpen: ReadonlyArray<number>
}

/** The figures a run appends to, by step. */
export type PeerTimes = Record<Exclude<keyof PeerSamples, "balanceMissing">, Array<number>>
