import { describeDecoders } from "./decoders.js"
import { announcementSchemas, frameSchemas, jsonRpcSchemas, relaySchemas, storageSchemas } from "./wireSchemas.js"

describeDecoders("frame events", frameSchemas)
describeDecoders("EIP-6963 announcements", announcementSchemas)
describeDecoders("JSON-RPC", jsonRpcSchemas)
describeDecoders("relay", relaySchemas)
describeDecoders("storage", storageSchemas)
