import type { Notice } from "./notice";

/** A notice on screen, with an id so each one can be dismissed on its own. */
export interface ShownNotice extends Notice {
  id: number;
}

type Listener = (notice: ShownNotice) => void;
const listeners = new Set<Listener>();
// 0 is the server-rendered notice's id, so the first render matches the HTML.
let nextId = 1;

/** Shows a toast from anywhere in the browser (the chat's error toast, a copy confirmation). */
export function toast(notice: Notice): void {
  const shown = { ...notice, id: nextToastId() };
  for (const listener of listeners) listener(shown);
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function nextToastId(): number {
  return nextId++;
}
