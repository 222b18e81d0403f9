import { describeDecoders } from "./decoders.js"
import { analyticsSchemas, blockchainApiSchemas, catalogueApiSchemas } from "./wireSchemas.js"

describeDecoders("blockchain API", blockchainApiSchemas)
describeDecoders("catalogue API", catalogueApiSchemas)
describeDecoders("analytics", analyticsSchemas)
