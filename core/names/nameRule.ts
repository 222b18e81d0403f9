/**
 * The rule a name to register follows (SPEC §5, §9): letters, digits and hyphens only, at least
 * 4 characters. The register view states it while a typed name breaks it (its catalogue's "names.rule").
 */
export const NAME_MIN_LENGTH = 4

const NAME_LABEL = /^[a-zA-Z0-9-]+$/

/** Whether a typed label may be registered. */
export const isValidNameLabel = (label: string): boolean => label.length >= NAME_MIN_LENGTH && NAME_LABEL.test(label)
