import { ChevronDown, ClipboardList, Plane, Search } from "lucide-react";
import { conciergePromises } from "./pricing";

const steps = [
  {
    icon: ClipboardList,
    title: "Tell us your trip",
    text: "Fill in the request form: where and when you want to fly, who is travelling and which points you hold.",
  },
  {
    icon: Search,
    title: "We search every option",
    text: `Our experts search ${conciergePromises.airlines} airlines and ${conciergePromises.loyaltyPrograms} loyalty programs and send you up to ${conciergePromises.itineraries} itineraries within ${conciergePromises.replyWithinHours} hours.`,
  },
  {
    icon: Plane,
    title: "Book and fly",
    text: "Pick the itinerary you like best and we guide you through the transfers and the booking.",
  },
] as const;

const reasons = [
  {
    title: "Save hours of frustration",
    text: "Award space is scattered across partner sites with clumsy search tools. We know where to look, so you do not have to.",
  },
  {
    title: "The best deal across programs",
    text: "The same seat can cost half the points through a partner program. We compare them all before you transfer a single point.",
  },
  {
    title: "Complex trips and mixed points",
    text: "Multi-city routes, several travellers, points spread across banks and airlines: that is exactly the puzzle we solve every day.",
  },
] as const;

/** The concierge block's opening: the hero with its FAQ link, how booking works, and why use us. */
export function ConciergeHero() {
  return (
    <>
      <section aria-labelledby="concierge-heading" className="bg-gradient-to-br from-brand-800 to-brand-900 py-16 text-white sm:py-20">
        <div className="mx-auto max-w-4xl px-4 text-center">
          <h2 id="concierge-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Points Booking Concierge
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">
            Business-class seats for a fraction of the cash price. Tell us your trip and your points; our experts find the award space and
            help you book it.
          </p>
          {/* An ordinary link to the anchor: the page's CSS scrolls smoothly, with or without JavaScript. */}
          <a
            href="#faq-section"
            className="mt-8 inline-flex items-center gap-2 rounded-md border border-white/60 px-4 py-2 text-sm font-semibold hover:bg-white/10"
          >
            View FAQ
            <ChevronDown aria-hidden="true" className="size-4" />
          </a>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="how-heading" className="text-2xl font-bold text-brand-900">
          How booking works
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">{index + 1}</span>
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
              </div>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ol>

        <details className="group mt-10 rounded-xl border border-slate-200 bg-brand-50 px-6">
          <summary className="flex cursor-pointer items-center justify-between gap-4 py-4 text-lg font-semibold text-brand-900">
            Why use our concierge
            <ChevronDown aria-hidden="true" className="size-5 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <ul className="grid gap-6 pb-6 md:grid-cols-3">
            {reasons.map((reason) => (
              <li key={reason.title}>
                <h3 className="font-semibold text-slate-900">{reason.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{reason.text}</p>
              </li>
            ))}
          </ul>
        </details>
      </section>
    </>
  );
}
