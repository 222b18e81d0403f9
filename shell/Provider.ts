/**
 * The EVM wallet provider `useAppKitProvider<Provider>('eip155')` hands back: an EIP-1193
 * provider, as AppKit's `Provider` type names it (what ethers' `BrowserProvider` and viem's
 * `custom` transport take).
 */
export interface Provider {
  request<T = unknown>(args: { readonly method: string; readonly params?: ReadonlyArray<unknown> | object }): Promise<T>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}
