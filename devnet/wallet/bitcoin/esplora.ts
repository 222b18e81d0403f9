import { INTERNAL_ERROR, ProviderRpcError } from "../ProviderRpcError.js"

/**
 * What the Bitcoin half asks of the chain, over Esplora's HTTP API and plain `fetch`, so the page
 * script carries no client. No retries: a failure reaches the page with the server's own words
 * (a refused transaction's `sendrawtransaction RPC error: …`), as -32603.
 */
export interface EsploraUtxo {
  readonly txid: string
  readonly vout: number
  readonly value: number
  readonly status: { readonly confirmed: boolean }
}

export interface Esplora {
  /** The address's unspent outputs, waiting ones included. */
  readonly utxos: (address: string) => Promise<ReadonlyArray<EsploraUtxo>>
  /** The fee rate (sat/vB) for the soonest confirmation the chain estimates. */
  readonly feeRate: () => Promise<number>
  /** Sends a raw transaction; answers its txid. */
  readonly broadcast: (hex: string) => Promise<string>
}

export const esplora = (baseUrl: string): Esplora => {
  const call = async (path: string, init?: RequestInit): Promise<string> => {
    const response = await fetch(`${baseUrl}${path}`, init)
    const text = await response.text()
    if (!response.ok) throw new ProviderRpcError(INTERNAL_ERROR, `${init?.method ?? "GET"} ${path} answered ${response.status}: ${text}`)
    return text
  }
  return {
    utxos: async (address) => JSON.parse(await call(`/address/${address}/utxo`)) as ReadonlyArray<EsploraUtxo>,
    feeRate: async () => {
      const estimates = JSON.parse(await call("/fee-estimates")) as Record<string, number>
      const soonest = Object.keys(estimates)
        .map(Number)
        .filter(Number.isFinite)
        .sort((a, b) => a - b)[0]
      // A chain without estimates gets the minimum relay fee.
      return soonest === undefined ? 1 : (estimates[String(soonest)] ?? 1)
    },
    broadcast: (hex) => call("/tx", { method: "POST", headers: { "content-type": "text/plain" }, body: hex })
  }
}
