import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useCallback, useId, useRef, useState, useSyncExternalStore } from "react";
import { chatTexts } from "./chat-texts";

// The panel, its cards and its conversation load only when the visitor first opens it.
const ChatPanel = lazy(() => import("./chat-panel"));

const neverChanges = () => () => {};

const roundButton =
  "chat-launcher fixed bottom-4 right-4 z-40 print:hidden flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800";

/**
 * The round button at the bottom right of every page that opens the assistant. Without
 * JavaScript it is a link to the assistant's own page; once the page is interactive it
 * toggles the panel.
 */
export function ChatLauncher() {
  const interactive = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  if (!interactive) {
    return (
      <a href="/flight-search" className={roundButton} aria-label={chatTexts.title}>
        <MessageCircle aria-hidden="true" className="size-6" />
      </a>
    );
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={roundButton}
        aria-label={open ? `Close ${chatTexts.title}` : `Open ${chatTexts.title}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) close();
        }}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
