import { describeDecoders } from "./decoders.js"
import { frameSchemas, jsonRpcSchemas, relaySchemas, storageSchemas } from "./wireSchemas.js"

describeDecoders("frame events", frameSchemas)
describeDecoders("JSON-RPC", jsonRpcSchemas)
describeDecoders("relay", relaySchemas)
describeDecoders("storage", storageSchemas)
