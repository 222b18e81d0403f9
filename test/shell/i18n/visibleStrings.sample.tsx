// Read as text by visibleStrings.test.ts, never run: each line 5–7 bypasses the catalogue once or twice.
declare const text: (key: string) => string
declare const running: boolean
export const Sample = () => (
  <p>Hello
    <button aria-label="Close" title={text("modal.close")}>{"\u00d7"}</button>
    <span>{running ? "Sending…" : "Send"}</span>
    <span>{running === ("Running" as unknown) ? "?" : text("send")}</span>
  </p>
)
