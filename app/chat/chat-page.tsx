import { useId } from "react";
import { PageHeader } from "~/ui/page-header";
import { FieldError } from "~/ui/field";
import { buttonClass } from "~/ui/button";
import { AnswerView } from "./answer-view";
import type { ChatFormResult } from "./chat-form.server";
import type { ChatTurn } from "./chat-request";
import { maxMessageLength } from "./chat-limits";
import { chatTexts } from "./chat-texts";

/**
 * The assistant as a page that needs no JavaScript: one question, one server-rendered answer,
 * the earlier turns carried in hidden fields so follow-ups ('what about business?') work.
 */
export function ChatPage({ result }: { result?: ChatFormResult }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const turns = result?.turns ?? [];
  // The newest assistant turn is shown in full (cards and links) from the answer itself.
  const earlier = result?.status === 200 ? turns.slice(0, -1) : turns;
  const error = result && result.status !== 200 ? result.error : undefined;
  return (
    <>
      <PageHeader title={chatTexts.title}>
        <p>
          Tell us where and when you want to fly, and in which cabin. We search saved award space and show the miles, taxes and seats left.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ol className="space-y-4" aria-label="Conversation">
          <Turn role="assistant">{chatTexts.greeting}</Turn>
          {earlier.map((turn, index) => (
            <Turn key={index} role={turn.role}>
              {turn.content}
            </Turn>
          ))}
          {result?.status === 200 ? (
            <Turn role="assistant" latest>
              <AnswerView
                reply={result.answer.reply}
                results={result.answer.results}
                links={result.answer.links}
                points={result.answer.points}
              />
            </Turn>
          ) : null}
        </ol>

        <form method="post" action="/flight-search#latest" className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          {turns.map((turn, index) => (
            <input key={index} type="hidden" name="turn" value={JSON.stringify(turn)} />
          ))}
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Your question
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={inputId}
              name="message"
              type="text"
              maxLength={maxMessageLength}
              autoComplete="off"
              placeholder={chatTexts.placeholder}
              defaultValue={result && result.status !== 200 ? result.message : ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 aria-invalid:border-red-600"
            />
            <button type="submit" className={buttonClass()}>
              {chatTexts.send}
            </button>
          </div>
          <FieldError id={errorId}>{error}</FieldError>
          {turns.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">
              {chatTexts.exampleLabel}{" "}
              <button
                type="submit"
                name="example"
                value={chatTexts.examplePrompt}
                className="text-left font-medium text-brand-700 underline hover:text-brand-900"
              >
                {chatTexts.examplePrompt}
              </button>
            </p>
          ) : null}
        </form>
      </div>
    </>
  );
}

function Turn({ role, latest, children }: { role: ChatTurn["role"]; latest?: boolean; children: React.ReactNode }) {
  const fromVisitor = role === "user";
  return (
    <li id={latest ? "latest" : undefined} className={`flex ${fromVisitor ? "justify-end" : "justify-start"}`}>
      <div className={`max-w-[90%] rounded-2xl px-4 py-3 ${fromVisitor ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900"}`}>
        <p className="sr-only">{fromVisitor ? "You said:" : "Assistant:"}</p>
        {typeof children === "string" ? <p className="whitespace-pre-line">{children}</p> : children}
      </div>
    </li>
  );
}
