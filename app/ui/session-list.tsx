import { Form } from "react-router";
import { formatDateTime } from "~/lib/format-date";
import { buttonClass } from "~/ui/button";
import { describeUserAgent } from "~/lib/user-agent";

export interface SessionRow {
  key: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
  current: boolean;
}

/** The `intent` values the page's action reads: one session (its key in `session`), or all but this one. */
export interface SessionIntents {
  revoke: string;
  revokeOthers: string;
}

/**
 * An account's signed-in browsers (the admin's and a visitor's). Each other session ends through
 * its own POST form, so this works without JavaScript.
 */
export function SessionList({ sessions, intents }: { sessions: SessionRow[]; intents: SessionIntents }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section aria-labelledby="sessions-heading" className="mt-8">
      <h2 id="sessions-heading" className="text-lg font-semibold text-brand-900">
        Active sessions
      </h2>
      <p className="mt-1 text-sm text-slate-700">Last used times are updated at most once a minute.</p>
      <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {sessions.map((session) => {
          const device = describeUserAgent(session.userAgent);
          return (
            <li key={session.key} className="flex flex-wrap items-center justify-between gap-4 py-3">
              <div>
                <p className="font-medium text-slate-900">
                  {device}
                  {session.current ? (
                    <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">This browser</span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-700">
                  {`Signed in ${formatDateTime(session.createdAt)}; last used ${formatDateTime(session.lastSeenAt)}`}
                </p>
              </div>
              {session.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value={intents.revoke} />
                  <input type="hidden" name="session" value={session.key} />
                  <button
                    type="submit"
                    className={buttonClass("secondary")}
                    aria-label={`Sign out ${device}, signed in ${formatDateTime(session.createdAt)}`}
                  >
                    Sign out
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      {others > 0 ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value={intents.revokeOthers} />
          <button type="submit" className={buttonClass()}>
            Sign out all other sessions
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-slate-700">No other browser is signed in to this account.</p>
      )}
    </section>
  );
}
