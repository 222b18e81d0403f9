/** The toasts of Copy link: AppKit's texts, as the spec gives none of its own. */
export const COPY_LINK_TOASTS = {
  copied: { message: "Link copied", variant: "success" },
  failed: { message: "Failed to copy", variant: "error" }
} as const

export type CopyOutcome = keyof typeof COPY_LINK_TOASTS

/**
 * Puts the pairing URI on the clipboard, for a visitor who pastes it into a wallet (the demo's
 * local wallet page, a desktop wallet). Never rejects: the outcome names the toast to show.
 */
export const copyPairingLink = (uri: string): Promise<CopyOutcome> =>
  typeof navigator !== "undefined" && navigator.clipboard !== undefined
    ? navigator.clipboard.writeText(uri).then(
        () => "copied" as const,
        () => "failed" as const
      )
    : Promise.resolve("failed" as const)
