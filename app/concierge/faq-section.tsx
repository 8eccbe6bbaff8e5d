import { ChevronDown } from "lucide-react";
import { faqGroups, type FaqGroup } from "./faq-content";

/**
 * The FAQ at #faq-section: two groups of native disclosures. Each group's <details> share a
 * name, so the browser keeps one open at a time without JavaScript; each closes again on a click.
 */
export function FaqSection() {
  return (
    <section id="faq-section" aria-labelledby="faq-heading" className="scroll-mt-20 bg-slate-50 py-16">
      <div className="mx-auto max-w-4xl px-4">
        <h2 id="faq-heading" className="text-3xl font-bold text-brand-900">
          Frequently Asked Questions
        </h2>
        <div className="mt-8 space-y-10">
          {faqGroups.map((group) => (
            <FaqGroupList key={group.name} group={group} />
          ))}
        </div>
      </div>
    </section>
  );
}

function FaqGroupList({ group }: { group: FaqGroup }) {
  const headingId = `${group.name}-heading`;
  return (
    <div role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xl font-semibold text-brand-900">
        {group.title}
      </h3>
      <div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {group.items.map((item) => (
          <details key={item.question} name={group.name} className="group px-4 sm:px-6">
            <summary className="flex cursor-pointer items-center justify-between gap-4 py-4 font-medium text-slate-900">
              {item.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-4 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </div>
  );
}
