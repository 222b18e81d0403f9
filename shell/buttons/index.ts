export * from "./ConnectButton.js"
export * from "./NetworkButton.js"
export * from "./AccountButton.js"
export type { BalanceDisplay, ButtonSize } from "./ButtonProps.js"
