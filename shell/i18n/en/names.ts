/** The English texts of Choose Name and Name Registered (views/names/); part of the source catalogue (../en.ts). */
export const NAMES_TEXTS = {
  "names.connectEvm": "Connect an EVM account to choose a name",
  "names.name": "Name",
  "names.willBe": "Your name will be {name}",
  "names.rule": "Use letters, digits and hyphens only, at least {min} characters",
  "names.looking": "Looking for names…",
  "names.suggestions": "Name suggestions",
  "names.tagRegistered": "Registered",
  "names.tagAvailable": "Available",
  "names.taken": "{name} is already registered",
  "names.register": "Register",
  "names.registering": "Registering…",
  "names.registered": "Name registered",
  "names.registeredNote": "The name is registered: the app shows it in place of your address.",
  "names.backToAccount": "Back to account"
} as const satisfies Readonly<Record<string, string>>
