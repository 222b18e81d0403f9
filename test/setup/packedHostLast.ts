import { BaseSequencer, type TestSpecification } from "vitest/node"

/**
 * Vitest's own order (failed first, then the longest), with the packed-package browser test last:
 * its hosts are made in the background while the other browser tests run
 * (test/e2e/support/packedHostsInBackground.ts), so by its turn they are ready.
 */
export class PackedHostLast extends BaseSequencer {
  override async sort(files: Array<TestSpecification>): Promise<Array<TestSpecification>> {
    const sorted = await super.sort(files)
    const isPackedHost = (file: TestSpecification) => /[/\\]test[/\\]e2e[/\\]packedHost\.test\.ts$/.test(file.moduleId)
    return [...sorted.filter((file) => !isPackedHost(file)), ...sorted.filter(isPackedHost)]
  }
}
