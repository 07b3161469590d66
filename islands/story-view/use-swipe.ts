import { useRef, type PointerEvent } from "react";
import { swipeStep } from "./paging";

/** Touch and pen swipes on the spread turn the page; a mouse drag selects text as usual (mice have the buttons and keys). */
export function useSwipe(turnBy: (step: number) => void) {
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(e: PointerEvent) {
      if (e.pointerType === "mouse" || !e.isPrimary) return;
      swipe.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
    },
    onPointerUp(e: PointerEvent) {
      const start = swipe.current;
      swipe.current = null;
      if (!start || start.id !== e.pointerId) return;
      const step = swipeStep(e.clientX - start.x, e.clientY - start.y);
      if (step !== 0) turnBy(step);
    },
    onPointerCancel: () => (swipe.current = null),
  };
}
