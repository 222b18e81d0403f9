/** `text` matched literally inside a regular expression. */
export const escapeForPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
