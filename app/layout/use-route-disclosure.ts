import { useState, type KeyboardEvent, type SyntheticEvent } from "react";
import { useLocation } from "react-router";

/**
 * State for a native <details> disclosure that closes when the visitor navigates or presses
 * Escape. "Open" is remembered per location, so a navigation closes it without an effect.
 */
export function useRouteDisclosure() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const setOpen = (next: boolean) => setOpenAt(next ? location.key : null);

  const detailsProps = {
    open,
    onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open),
    onKeyDown: (event: KeyboardEvent<HTMLDetailsElement>) => {
      if (event.key !== "Escape" || !open) return;
      setOpen(false);
      event.currentTarget.querySelector("summary")?.focus();
    },
  };
  return { open, setOpen, detailsProps };
}
