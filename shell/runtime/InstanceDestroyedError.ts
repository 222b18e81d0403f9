/** Thrown (as a rejected promise) when a destroyed instance is asked to run something. */
export class InstanceDestroyedError extends Error {
  constructor() {
    super("This modal instance was destroyed")
    this.name = "InstanceDestroyedError"
  }
}
