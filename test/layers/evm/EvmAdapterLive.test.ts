import { EvmAdapterLive } from "../../../layers/EvmAdapterLive.js"
import { evmAdapterContract } from "./EvmAdapter.contract.js"

evmAdapterContract("viem over the wallet's provider (live layer)", EvmAdapterLive)
