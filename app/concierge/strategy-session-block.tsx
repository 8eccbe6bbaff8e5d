import { Check, ChevronDown, Clock } from "lucide-react";
import { strategySessionMinutes, strategySessionPriceCents } from "~/config/business";
import { formatUsd } from "./pricing";

const benefits = [
  "Credit card portfolio analysis: what each of your cards is really earning you",
  "Personalised card recommendations for how you spend and where you want to go",
  "Maximise value by moving points to the right airline or hotel partners",
] as const;

const expectations = [
  { title: "Points and miles audit", text: "We go through every balance you hold and what it is worth today." },
  { title: "Finding premium availability", text: "How-to techniques for spotting business- and first-class award seats yourself." },
  { title: "Strategy summary", text: "After the session we send you a written summary of your plan and next steps." },
] as const;

/** The Points Strategy Session block at #strategy, with its sticky price card. */
/** `bookSession` is the Book Session control, which the strategy-session domain provides. */
export function StrategySessionBlock({ bookSession }: { bookSession: React.ReactNode }) {
  return (
    <section id="strategy" aria-labelledby="strategy-heading" className="scroll-mt-20 border-t border-slate-200 py-16">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <h2 id="strategy-heading" className="text-3xl font-bold text-brand-900">
            Points Strategy Session
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            A one-hour, personalised review of your credit card setup with one of our experts, and a written plan to follow.
          </p>
          <ul className="mt-6 space-y-3">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-slate-800">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                {benefit}
              </li>
            ))}
          </ul>
          <details className="group mt-8 rounded-xl border border-slate-200 px-6">
            <summary className="flex cursor-pointer items-center justify-between gap-4 py-4 text-lg font-semibold text-brand-900">
              What To Expect
              <ChevronDown aria-hidden="true" className="size-5 text-brand-700 transition-transform group-open:rotate-180" />
            </summary>
            <ol className="space-y-4 pb-6">
              {expectations.map((step, index) => (
                <li key={step.title} className="flex gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{step.title}</h3>
                    <p className="text-sm text-slate-700">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </details>
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-slate-200 p-6 shadow-lg">
            <p className="text-4xl font-bold text-brand-900">{formatUsd(strategySessionPriceCents)}</p>
            <p className="mt-2 flex items-center gap-2 text-slate-700">
              <Clock aria-hidden="true" className="size-5 text-brand-700" />
              {strategySessionMinutes} minutes
            </p>
            <div className="mt-6">{bookSession}</div>
          </div>
        </div>
      </div>
    </section>
  );
}
