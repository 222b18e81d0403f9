/**
 * What the actions of an instance created outside a browser (while a server renders the host
 * app) fail with: such an instance only answers the state it starts with; the `createAppKit` call
 * in the browser makes the one that runs.
 */
export class ServerInstanceError extends Error {
  readonly _tag = "ServerInstance"
  constructor() {
    super('This modal was created outside a browser: it only reads its start state. The browser\'s "createAppKit" makes the one that runs')
    this.name = "ServerInstanceError"
  }
}
