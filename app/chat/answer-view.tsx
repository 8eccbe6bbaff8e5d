import { Plane } from "lucide-react";
import type { AwardCard } from "./award-results";
import type { PointsAdvice } from "./points-answer";
import { CardTransferView, PointsAdviceView } from "./points-view";
import type { ReplyLink } from "./search-links";

/** The assistant's answer: its text, what the visitor's points reach, the award cards and the next steps, all as plain UI. */
export function AnswerView({
  reply,
  results,
  links,
  points,
}: {
  reply: string;
  results: readonly AwardCard[];
  links: readonly ReplyLink[];
  points?: PointsAdvice;
}) {
  return (
    <div className="space-y-3">
      <p className="whitespace-pre-line">{reply}</p>
      {points ? <PointsAdviceView advice={points} /> : null}
      {results.length > 0 ? (
        <ul className="space-y-2" aria-label="Award options">
          {results.map((card) => (
            <li key={card.id}>
              <AwardCardView card={card} />
            </li>
          ))}
        </ul>
      ) : null}
      {links.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="font-semibold text-brand-700 underline hover:text-brand-900"
                {...(link.internal ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              >
                {link.label}
                {link.internal ? null : <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function AwardCardView({ card }: { card: AwardCard }) {
  return (
    <article
      className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-sm"
      aria-label={`${card.route}, ${card.dateText}, ${card.program}`}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-1 font-semibold text-slate-900">
          <Plane aria-hidden="true" className="size-4 text-brand-700" />
          {card.route}
        </p>
        <time dateTime={card.date} className="text-slate-600">
          {card.dateText}
        </time>
      </div>
      <p className="mt-1 font-medium text-brand-800">{card.program}</p>
      <p className="mt-1">
        <span className="font-semibold">{card.milesText}</span> + {card.taxesText}
      </p>
      <p className="mt-1 text-slate-700">
        {card.nonstop ? "Nonstop" : "With connections"}
        {card.seats !== null ? ` · ${card.seats} seat${card.seats > 1 ? "s" : ""} left` : ""}
        {card.airlines ? ` · ${card.airlines}` : ""}
      </p>
      {card.transfer ? <CardTransferView transfer={card.transfer} /> : null}
      <div className="mt-2 flex items-center justify-between gap-2">
        <span className="text-xs text-slate-600">Award space from seats.aero, {card.seenText}</span>
        <a
          href={card.bookUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline hover:text-brand-900"
        >
          Book with {card.program}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
