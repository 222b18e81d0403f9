import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import { rpcTransportContract } from "./RpcTransport.contract.js"

rpcTransportContract("scripted in memory", (script, options) => RpcTransportTest(script, options))
