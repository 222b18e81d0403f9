/**
 * What the actions (open, switchNetwork, disconnect) of an instance created outside a browser
 * reject with: it only answers its start state; the browser's `createAppKit` makes the one that runs.
 */
export class ServerInstanceError extends Error {
  readonly _tag = "ServerInstance"
  constructor() {
    super("This instance was created outside a browser and does not run")
  }
}
