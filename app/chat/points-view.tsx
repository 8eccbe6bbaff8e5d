import { useId } from "react";
import type { CardTransfer, FigureSource, PointsAdvice, PointsProgramLine } from "./points-answer";

const linkClass = "text-brand-700 underline hover:text-brand-900";

/** A figure's source and freshness, beside the figure: 'Ratio: example.com, checked Oct 8, 2024'. */
export function SourceNote({ source }: { source: FigureSource }) {
  const external = /^https?:\/\//.test(source.href);
  return (
    <span className="text-xs text-slate-600">
      <a href={source.href} className={linkClass} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {source.label}
        {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
      , {source.freshness}
    </span>
  );
}

/** What the visitor's points reach on the route: one entry per program, each figure with its source. */
export function PointsAdviceView({ advice }: { advice: PointsAdvice }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-sm">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {advice.heading}
      </h3>
      {advice.fromWallet ? <p className="mt-1 text-slate-700">{advice.fromWallet}</p> : null}
      {advice.programs.length > 0 ? (
        <ul className="mt-2 space-y-3">
          {advice.programs.map((line) => (
            <li key={line.id}>
              <ProgramLine line={line} />
            </li>
          ))}
        </ul>
      ) : null}
      {advice.bonusSource ? (
        <p className="mt-2">
          <SourceNote source={advice.bonusSource} />
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">{advice.note}</p>
    </section>
  );
}

function ProgramLine({ line }: { line: PointsProgramLine }) {
  return (
    <article aria-label={line.program}>
      <p className="font-medium text-brand-800">{line.program}</p>
      <p>{line.carriers}</p>
      <p>
        {line.ratio}. <SourceNote source={line.ratioSource} />
        {line.unverified ? <span className="text-xs text-slate-600"> (not confirmed by a source; check before transferring)</span> : null}
      </p>
      <p>{line.conversion}</p>
      {line.yours ? <p className="font-semibold">{line.yours}</p> : null}
      {line.rules ? <p className="text-slate-700">{line.rules}</p> : null}
    </article>
  );
}

/** On an award card: the transfer that pays for it. */
export function CardTransferView({ transfer }: { transfer: CardTransfer }) {
  return (
    <div className="mt-2 rounded-md bg-brand-50 p-2">
      <p className="font-medium">{transfer.text}</p>
      {transfer.balance ? <p>{transfer.balance}</p> : null}
      <p>
        <SourceNote source={transfer.ratioSource} />
      </p>
    </div>
  );
}
