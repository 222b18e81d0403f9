/**
 * The rule a name to register follows (SPEC §5, §9): letters, digits and hyphens only, at least
 * 4 characters. The rule's text is what the register view shows while a typed name breaks it.
 */
export const NAME_MIN_LENGTH = 4

const NAME_LABEL = /^[a-zA-Z0-9-]+$/

export const NAME_RULE_TEXT = `Use letters, digits and hyphens only, at least ${NAME_MIN_LENGTH} characters`

/** Whether a typed label may be registered. */
export const isValidNameLabel = (label: string): boolean => label.length >= NAME_MIN_LENGTH && NAME_LABEL.test(label)
