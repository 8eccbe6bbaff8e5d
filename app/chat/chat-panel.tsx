import { Send, X } from "lucide-react";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { AnswerView } from "./answer-view";
import { chatSnapshot, sendChatMessage, subscribeToChat, type ChatMessage } from "./chat-store";
import { maxMessageLength } from "./chat-limits";
import { chatTexts } from "./chat-texts";

/**
 * The Flight Search Assistant panel: greeting, an example prompt, the
 * conversation (announced as it grows), a typing indicator, the input and the send button.
 * A labelled region: it takes focus when opened and Escape closes it.
 */
export default function ChatPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { messages, pending } = useSyncExternalStore(subscribeToChat, chatSnapshot, chatSnapshot);
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [messages.length, pending]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.trim() === "" || pending) return;
    const text = draft;
    setDraft("");
    void sendChatMessage(text);
  }

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="fixed inset-x-0 bottom-20 z-40 flex h-[600px] max-h-[80vh] w-full flex-col overflow-hidden rounded-t-xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:w-[384px] sm:max-w-[80vw] sm:rounded-xl"
    >
      <header className="flex items-center justify-between bg-brand-700 px-4 py-3 text-white">
        <h2 id={titleId} className="text-base font-semibold">
          {chatTexts.title}
        </h2>
        <button type="button" onClick={onClose} aria-label={`Close ${chatTexts.title}`} className="rounded p-1 hover:bg-brand-800">
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>

      <div className="flex-1 space-y-3 overflow-y-auto p-4 text-sm">
        <Bubble role="assistant">{chatTexts.greeting}</Bubble>
        {messages.length === 0 ? (
          <div className="text-slate-700">
            <p>{chatTexts.exampleLabel}</p>
            <button
              type="button"
              className="mt-1 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-left text-brand-800 hover:bg-brand-100"
              onClick={() => {
                setDraft(chatTexts.examplePrompt);
                inputRef.current?.focus();
              }}
            >
              {chatTexts.examplePrompt}
            </button>
          </div>
        ) : null}
        <div role="log" aria-live="polite" aria-label="Conversation" className="space-y-3">
          {messages.map((message, index) => (
            <Bubble key={index} role={message.role}>
              <MessageContent message={message} />
            </Bubble>
          ))}
        </div>
        <div role="status">
          {pending ? (
            <div className="flex w-fit items-center gap-1 rounded-2xl bg-slate-100 px-4 py-3" data-testid="typing-indicator">
              <span className="sr-only">The assistant is typing</span>
              <span aria-hidden="true" className="size-2 animate-bounce rounded-full bg-slate-500" />
              <span aria-hidden="true" className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:150ms]" />
              <span aria-hidden="true" className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:300ms]" />
            </div>
          ) : null}
        </div>
        <div ref={endRef} />
      </div>

      <form onSubmit={submit} className="flex gap-2 border-t border-slate-200 p-3">
        <label htmlFor={inputId} className="sr-only">
          Your question
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={draft}
          maxLength={maxMessageLength}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
          placeholder={chatTexts.placeholder}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        <button
          type="submit"
          disabled={pending}
          aria-label={chatTexts.send}
          className="flex items-center justify-center rounded-md bg-brand-700 px-3 text-white hover:bg-brand-800 disabled:opacity-60"
        >
          <Send aria-hidden="true" className="size-4" />
        </button>
      </form>
    </section>
  );
}

function MessageContent({ message }: { message: ChatMessage }) {
  if (message.role === "user") return <p className="whitespace-pre-line">{message.content}</p>;
  return <AnswerView reply={message.content} results={message.results ?? []} links={message.links ?? []} points={message.points} />;
}

function Bubble({ role, children }: { role: ChatMessage["role"]; children: React.ReactNode }) {
  const fromVisitor = role === "user";
  return (
    <div className={`flex ${fromVisitor ? "justify-end" : "justify-start"}`}>
      <div className={`max-w-[90%] rounded-2xl px-3 py-2 ${fromVisitor ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900"}`}>
        <p className="sr-only">{fromVisitor ? "You said:" : "Assistant:"}</p>
        {typeof children === "string" ? <p>{children}</p> : children}
      </div>
    </div>
  );
}
