import { nextTask } from "./nextTask.js"

/**
 * The instance's start code, loaded in two steps: effect's modules first (`effectForStart`), then,
 * in a later task, the instance's own modules. Evaluating both at once was the longest task of a
 * phone's page load (SPEC §4); split, the browser can paint and handle input between them. The
 * first step's list is handed on, not dropped: a bundler that saw it unused would fold the step
 * away and effect would be evaluated with the instance's code again.
 */
export const loadStartInstance = () =>
  import("./effectForStart.js")
    .then(({ effectForStart }) => nextTask(effectForStart))
    .then(() => import("./startInstance.js"))
