import { createContext, useContext } from "react"
import type { AppHandle } from "./AppHandle.js"

/** The instance whose modal is rendering; set by the modal root for its views. */
export const HandleContext = createContext<AppHandle | undefined>(undefined)

/** The handle of the modal being rendered. Only the modal's own components call this. */
export const useHandle = (): AppHandle => {
  const handle = useContext(HandleContext)
  if (handle === undefined) throw new Error("A modal component rendered outside its modal root")
  return handle
}
