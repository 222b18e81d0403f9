import { describe, expect, it } from "vitest"
import { accountButtonProps, connectButtonProps, networkButtonProps } from "../../../shell/elements/elementProps.js"

/** An element's attributes as `getAttribute` reads them. */
const attributes =
  (values: Record<string, string>) =>
  (name: string): string | null =>
    values[name] ?? null

describe("the elements' attributes as props", () => {
  it("leave every prop at the button's default when absent", () => {
    expect(connectButtonProps(attributes({}))).toEqual({ size: "md", balance: "show", disabled: false, namespace: undefined })
    expect(networkButtonProps(attributes({}))).toEqual({ size: "md", disabled: false })
    expect(accountButtonProps(attributes({}))).toEqual({ size: "md", balance: "show", disabled: false, namespace: undefined })
  })

  it("take AppKit's attributes of <appkit-button>; loadingLabel arrives lower-cased", () => {
    const read = attributes({ label: "Sign in", loadinglabel: "Wait", size: "sm", balance: "hide", disabled: "", namespace: "solana" })
    expect(connectButtonProps(read)).toEqual({ label: "Sign in", loadingLabel: "Wait", size: "sm", balance: "hide", disabled: true, namespace: "solana" })
    expect(connectButtonProps(attributes({ "loading-label": "Hold on" })).loadingLabel).toBe("Hold on")
  })

  it("keep the default for a value the button does not have", () => {
    const read = attributes({ size: "xl", balance: "maybe", namespace: "tron" })
    expect(connectButtonProps(read)).toEqual({ size: "md", balance: "show", disabled: false, namespace: undefined })
    expect(accountButtonProps(read)).toEqual({ size: "md", balance: "show", disabled: false, namespace: undefined })
  })

  it('read disabled as HTML does, present or not, except the text "false"', () => {
    expect(networkButtonProps(attributes({ disabled: "disabled" })).disabled).toBe(true)
    expect(networkButtonProps(attributes({ disabled: "false" })).disabled).toBe(false)
    expect(accountButtonProps(attributes({ disabled: "FALSE" })).disabled).toBe(false)
  })
})
