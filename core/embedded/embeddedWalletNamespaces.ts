import type { ChainNamespace } from "../../schemas/ChainNamespace.js"

/** The chain families the embedded wallet (email, social, Farcaster login) holds accounts in (SPEC §5). */
export const EMBEDDED_WALLET_NAMESPACES: ReadonlySet<ChainNamespace> = new Set(["eip155", "solana"])
