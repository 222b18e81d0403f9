import { useMemo } from "react"
import type { OpenOptions } from "../AppKitInstance.js"
import { useInstanceHandle } from "../hooks/useInstanceHandle.js"
import { openFromClick } from "./openFromClick.js"

export interface ModalOpenerHandlers {
  readonly onClick: () => void
  readonly onPointerEnter: () => void
  readonly onPointerDown: () => void
  readonly onFocus: () => void
}

/**
 * The handlers of a button that opens the modal on `view` (Connect, or Account once connected,
 * when none is named). A click opens it. A visitor about to click shows it first: the pointer
 * comes over the button, a finger lands on it (a tap's click comes only when it lifts), or the
 * keyboard reaches it. The modal's chunk and that of the view start loading and evaluating then,
 * so the click finds them in. Only on a running instance: an intent never starts the runtime. A
 * chunk that fails to load is tried again by the open that follows.
 */
export const useModalOpener = (hook: string, view?: OpenOptions["view"]): ModalOpenerHandlers => {
  const { instance, shell } = useInstanceHandle(hook)
  return useMemo(() => {
    const warmUp = () => {
      shell
        .running()
        ?.modal.preload()
        .then((parts) => parts.warmUpView(view))
        .catch(() => undefined)
    }
    return {
      onClick: () => openFromClick(instance.open, view === undefined ? undefined : { view }),
      onPointerEnter: warmUp,
      onPointerDown: warmUp,
      onFocus: warmUp
    }
  }, [instance, shell, view])
}
