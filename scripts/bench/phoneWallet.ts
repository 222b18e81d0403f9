/**
 * The bench's phone: the real sign client (test/e2e/support/signClientWallet.ts) in a process of
 * its own, as a phone is a device of its own, so its work never waits on the page's driver or the
 * local stack (both in the bench's process). Driven over IPC by walletConnectBench.ts:
 *
 * - `{ start }`: makes the wallet on the given relay, for anvil's account 8; answers `ready`;
 * - `{ code }`: the QR drawing the page showed, read by jsQR (the camera), then paired with;
 *   answers `paired` with the reading's ms (the approval follows as soon as the proposal arrives);
 * - `disconnect` ends the session (answers `disconnected`); `close` ends everything and exits.
 */
import { mnemonicToAccount } from "viem/accounts"
import { DEV_MNEMONIC } from "../../devnet/devKeys.js"
import { makeSignClientWallet, type SignClientWallet } from "../../test/e2e/support/signClientWallet.js"
import { readDrawnQr } from "./readDrawnQr.js"

export interface PhoneStart {
  readonly relayUrl: string
  readonly projectId: string
  readonly chains: ReadonlyArray<string>
}

export interface DrawnCode {
  readonly side: number
  readonly path: string
}

export type PhoneCommand =
  | { readonly start: PhoneStart }
  | { readonly code: DrawnCode }
  | "disconnect"
  | "close"

export type PhoneAnswer = "loaded" | "ready" | { readonly paired: number } | "disconnected" | { readonly failed: string }

/** anvil's account 8: funded on every local chain, used by no browser test. */
export const PHONE_ACCOUNT = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 8 })

export const runPhone = (): void => {
  let wallet: SignClientWallet | undefined
  const answer = (message: PhoneAnswer) => process.send?.(message)
  const handle = async (command: PhoneCommand): Promise<void> => {
    if (command === "close") {
      await wallet?.close()
      process.exit(0)
    } else if (command === "disconnect") {
      await wallet?.disconnect()
      answer("disconnected")
    } else if ("start" in command) {
      wallet = await makeSignClientWallet({ ...command.start, account: PHONE_ACCOUNT, methods: ["personal_sign"], name: "bench-phone" })
      answer("ready")
    } else {
      const reading = performance.now()
      const uri = readDrawnQr(command.code.side, command.code.path)
      if (uri === undefined) throw new Error("The QR code shown does not read")
      const ms = performance.now() - reading
      await wallet?.pair(uri)
      answer({ paired: ms })
    }
  }
  process.on("message", (command: PhoneCommand) => {
    handle(command).catch((error: unknown) => answer({ failed: error instanceof Error ? error.message : String(error) }))
  })
}
