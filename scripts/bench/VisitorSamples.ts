import type { EagerSamples } from "./eagerRuns.js"

/** Per run, in ms. */
export interface VisitorSamples extends Readonly<EagerSamples> {
  readonly firstOpen: ReadonlyArray<number>
  readonly laterOpen: ReadonlyArray<number>
  /** First open after the pointer rested on Connect for `HOVER_MS`: pointerdown → dialog. */
  readonly hoveredFirstOpen: ReadonlyArray<number>
  readonly clickToAddress: ReadonlyArray<number>
  readonly clickToBalance: ReadonlyArray<number>
  /** The Account view shown (its address) → the Tokens tab's first row. */
  readonly accountToTokens: ReadonlyArray<number>
  /** Click on the Activity tab → its first page (rows, or the empty state) shown. */
  readonly activityFirstPage: ReadonlyArray<number>
  readonly reloadToAddress: ReadonlyArray<number>
  /** Sign-in required (`?siwx=local`): click on the wallet → the SIWXSignMessage view shown. */
  readonly clickToSignIn: ReadonlyArray<number>
  /** The wallet's signature returned → the first frame with the modal closed. */
  readonly signatureToClosed: ReadonlyArray<number>
  /** Send: the wallet's `eth_sendTransaction` answered → the Account view showing the new balance. */
  readonly sentToBalance: ReadonlyArray<number>
  /** Email login, returning visitor on a known device, frame ready: Continue → the code's field. */
  readonly emailToCode: ReadonlyArray<number>
  /** Email login, returning visitor: the code submitted → the Account view's balance. */
  readonly codeToBalance: ReadonlyArray<number>
  /** Email login, first visit (new device, frame loading): Continue → the device-approval step. */
  readonly firstVisitEmailToNextStep: ReadonlyArray<number>
  readonly phoneBlockingTime: ReadonlyArray<number>
  readonly phoneConnectVisible: ReadonlyArray<number>
  readonly phoneOpen: ReadonlyArray<number>
}
