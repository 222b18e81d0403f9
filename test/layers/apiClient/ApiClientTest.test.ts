import { makeApiClientConfig } from "../../../core/http/ApiClientConfig.js"
import { ApiClientTest } from "../../../layers/ApiClientTest.js"
import { apiClientContract } from "./ApiClient.contract.js"

apiClientContract("in memory", (options, routes) => ApiClientTest(makeApiClientConfig(options), routes))
