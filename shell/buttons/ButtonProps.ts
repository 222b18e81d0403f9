/** Props shared by the ready-made buttons, named as AppKit's web components name them. */
export type ButtonSize = "sm" | "md"
export type BalanceDisplay = "show" | "hide"
