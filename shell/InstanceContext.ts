import { createContext } from "react"
import type { AppKitInstance } from "./AppKitInstance.js"

/** The instance chosen by an `AppKitProvider`; hooks outside one use the last created instance. */
export const InstanceContext = createContext<AppKitInstance | undefined>(undefined)
