/** The message the demo's Sign button asks the connected wallet to sign (tests verify it). */
export const DEMO_MESSAGE = "Hello from the Doorway demo"
