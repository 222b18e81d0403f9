import type * as Account from "./AccountErrors.js"
import type { AlertError } from "./AlertErrors.js"
import type * as Caip from "./CaipErrors.js"
import type * as Config from "./ConfigErrors.js"
import type * as Connection from "./ConnectionErrors.js"
import type * as Embedded from "./EmbeddedWalletErrors.js"
import type * as Http from "./HttpErrors.js"
import type * as Onramp from "../onramp/OnrampErrors.js"
import type * as Router from "./RouterErrors.js"
import type { JsonRpcError, UserRejectedError } from "./JsonRpcError.js"
import type { TransactionError } from "./TransactionErrors.js"
import type * as WalletConnect from "./WalletConnectErrors.js"

type Members<M> = { [K in keyof M]: M[K] extends abstract new (...args: never) => infer I ? I : never }[keyof M]

/** Every failure the product can report; the catalogue has a text for each `_tag`. */
export type DoorwayError =
  | Members<typeof Account>
  | AlertError
  | Members<typeof Caip>
  | Members<typeof Config>
  | Members<typeof Connection>
  | Members<typeof Embedded>
  | Members<typeof Http>
  | Members<typeof Onramp>
  | Members<typeof Router>
  | JsonRpcError
  | UserRejectedError
  | TransactionError
  | Members<typeof WalletConnect>

export type DoorwayErrorTag = DoorwayError["_tag"]
