import { describeDecoders } from "./decoders.js"
import { announcementSchemas, frameSchemas, jsonRpcSchemas, relaySchemas, storageSchemas, walletCallsSchemas } from "./wireSchemas.js"

describeDecoders("frame events", frameSchemas)
describeDecoders("EIP-6963 announcements", announcementSchemas)
describeDecoders("JSON-RPC", jsonRpcSchemas)
describeDecoders("wallet calls", walletCallsSchemas)
describeDecoders("relay", relaySchemas)
describeDecoders("storage", storageSchemas)
