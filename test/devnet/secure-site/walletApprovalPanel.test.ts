// @vitest-environment happy-dom
/** The frame's approval view reads the wallet's own requests in words: a batch call by call, permissions granted or revoked. */
import { afterEach, expect, it } from "vitest"
import { askApproval } from "../../../devnet/secure-site/frame/approvalPanel.js"

const TOKEN = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
const FRIEND = "0x000000000000000000000000000000000000bEEF"

const show = (method: string, params: unknown) => {
  const root = document.createElement("main")
  document.body.append(root)
  const aborter = new AbortController()
  const answer = askApproval(
    root,
    {
      request: { method, params, chainId: "eip155:1" },
      chains: [{ chainId: 1, name: "Ethereum", nativeCurrency: { symbol: "ETH", decimals: 18 } }],
      solanaChains: [],
      from: "http://127.0.0.1:7770"
    },
    aborter.signal
  )
  const texts = [...root.querySelectorAll("h1, p, dt, dd, button")].map((node) => node.textContent)
  const approve = root.querySelector("button.approve")
  const section = root.querySelector("section")
  aborter.abort()
  return { texts, answer, approve, section }
}

afterEach(() => document.body.replaceChildren())

it("a batch reads as its calls, sent in one go", async () => {
  const { texts, answer, approve, section } = show("wallet_sendCalls", [
    { version: "2.0.0", calls: [{ to: TOKEN, data: "0xa9059cbb" }, { to: FRIEND, value: "0xde0b6b3a7640000" }] }
  ])
  expect(texts).toEqual([
    "Approve request",
    "http://127.0.0.1:7770 asks: Send 2 calls in one batch",
    "Network: Ethereum (1)",
    "Call 1 to",
    TOKEN,
    "Call 1 data",
    "0xa9059cbb",
    "Call 2 to",
    FRIEND,
    "Call 2 value",
    "1 ETH",
    "Reject",
    "Approve"
  ])
  expect(section?.getAttribute("aria-labelledby")).toBe("approval-title")
  expect(approve?.textContent).toBe("Approve")
  expect(await answer).toBe("aborted")
})

it("a grant reads as the permissions, their holder and their end; a revoke as the permissions it ends", () => {
  const expiry = Date.UTC(2030, 0, 1) / 1000
  const granted = show("wallet_grantPermissions", [
    { expiry, signer: { type: "account", data: { id: FRIEND } }, permissions: [{ type: "native-token-recurring-allowance", data: { allowance: "0x1" } }] }
  ]).texts
  expect(granted.slice(1, 9)).toEqual([
    "http://127.0.0.1:7770 asks: Grant permissions",
    "Network: Ethereum (1)",
    "Until",
    "2030-01-01T00:00:00.000Z",
    "To",
    JSON.stringify({ type: "account", data: { id: FRIEND } }, null, 2),
    "Permission 1: native-token-recurring-allowance",
    JSON.stringify({ allowance: "0x1" }, null, 2)
  ])
  const context = `0x${"ab".repeat(32)}`
  expect(show("wallet_revokePermissions", [{ permissionsContext: context }]).texts.slice(1, 5)).toEqual([
    "http://127.0.0.1:7770 asks: Revoke permissions",
    "Network: Ethereum (1)",
    "Permissions",
    context
  ])
})
