import { useMemo } from "react"
import { useInstanceHandle } from "../hooks/useInstanceHandle.js"

export interface ModalWarmUpHandlers {
  readonly onPointerEnter: () => void
  readonly onPointerDown: () => void
  readonly onFocus: () => void
}

/**
 * A visitor about to open the modal shows it before the click: the pointer comes over the button,
 * a finger lands on it (a tap's click comes only when it lifts), or the keyboard reaches it. The
 * modal's chunk, and that of `view` (what the click opens: AppKit's name, or none for Connect),
 * start loading and evaluating then, so the click finds them in. Only on a running instance: an
 * intent never starts the runtime. A chunk that fails to load is tried again by the open that
 * follows.
 */
export const useModalWarmUp = (hook: string, view?: string): ModalWarmUpHandlers => {
  const { shell } = useInstanceHandle(hook)
  return useMemo(() => {
    const warmUp = () => {
      shell
        .running()
        ?.modal.preload()
        .then((parts) => parts.warmUpView(view))
        .catch(() => undefined)
    }
    return { onPointerEnter: warmUp, onPointerDown: warmUp, onFocus: warmUp }
  }, [shell, view])
}
