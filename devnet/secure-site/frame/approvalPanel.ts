/**
 * The approval drawn inside the frame page for a NOT SAFE request (WIRE §4.5): what the request
 * does, then Approve and Reject. Only a trusted click counts: a script of the host page cannot
 * reach into this cross-origin document, and a synthetic click (`isTrusted` false) is ignored.
 */
import { chainNumber, describeRequest, type ChainInfo, type IncomingRequest, type RequestDescription } from "../../walletconnect-wallet/describeRequest.js"
import { describeSolanaRequest } from "../../walletconnect-wallet/describeSolanaRequest.js"
import { describeWalletRequest, WALLET_REQUEST_METHODS } from "./describeWalletRequest.js"

export interface ApprovalContext {
  readonly request: IncomingRequest
  readonly chains: ReadonlyArray<ChainInfo>
  /** The Solana chains (CAIP-2) the site serves, named as the local cluster. */
  readonly solanaChains: ReadonlyArray<string>
  /** The host page's origin, and its name when it sent SYNC_DAPP_DATA. */
  readonly from: string
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  if (className !== undefined) node.className = className
  return node
}

/**
 * A Solana request reads as one ("Sign a message" and its text, "Sign a transaction", …); a batch
 * of calls or a permission as the wallet's own (describeWalletRequest.ts), on its chain.
 */
const describe = ({ request, chains, solanaChains }: ApprovalContext): RequestDescription => {
  if (request.chainId.startsWith("solana:")) return describeSolanaRequest(request, solanaChains)
  const described = describeRequest(request, chains)
  if (!WALLET_REQUEST_METHODS.has(request.method)) return described
  const chainId = chainNumber(request.chainId)
  return { chain: described.chain, ...describeWalletRequest(request, chains.find((chain) => chain.chainId === chainId)) }
}

export type ApprovalAnswer = "approved" | "rejected" | "aborted"

/** Shows the request in `root` and resolves with the person's answer; the panel is removed after. */
export const askApproval = (root: HTMLElement, context: ApprovalContext, signal: AbortSignal): Promise<ApprovalAnswer> =>
  new Promise((resolve) => {
    const description = describe(context)
    const panel = element("section", undefined, "approval")
    panel.setAttribute("aria-labelledby", "approval-title")
    const title = element("h1", "Approve request")
    title.id = "approval-title"
    panel.append(title, element("p", `${context.from} asks: ${description.summary}`), element("p", `Network: ${description.chain}`, "chain"))
    const fields = element("dl")
    for (const field of description.fields) fields.append(element("dt", field.label), element("dd", field.value))
    panel.append(fields)
    const actions = element("div", undefined, "actions")
    const reject = element("button", "Reject", "reject")
    const approve = element("button", "Approve", "approve")
    reject.type = "button"
    approve.type = "button"
    const decide = (answer: ApprovalAnswer) => {
      panel.remove()
      resolve(answer)
    }
    const onClick = (answer: ApprovalAnswer) => (event: MouseEvent) => {
      if (event.isTrusted) decide(answer)
    }
    reject.addEventListener("click", onClick("rejected"))
    approve.addEventListener("click", onClick("approved"))
    signal.addEventListener("abort", () => decide("aborted"), { once: true })
    actions.append(reject, approve)
    panel.append(actions)
    root.replaceChildren(panel)
    approve.focus()
  })
