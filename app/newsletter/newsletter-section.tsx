import { Mail } from "lucide-react";
import type { NewsletterSectionData } from "./section-view";
import { SectionAdmin } from "./section-admin";
import { SubscribeForm } from "./subscribe-form";

/** The home page's newsletter signup, with the hidden Admin toggle below it. */
export function NewsletterSection({ section }: { section: NewsletterSectionData }) {
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="scroll-mt-20 bg-brand-50 py-16">
      <div className="mx-auto max-w-2xl px-4">
        <Mail aria-hidden="true" className="size-8 text-brand-700" />
        <h2 id="newsletter-heading" className="mt-3 text-2xl font-bold text-brand-900">
          Get the best deals in your inbox
        </h2>
        <p className="mt-3 text-slate-700">
          New card bonuses, transfer bonuses worth moving points for and award-booking tips, about twice a month. Subscribers get our free
          points and miles starter guide.
        </p>
        <div className="mt-6">
          <SubscribeForm
            source="section"
            stamp={section.formStamp}
            initialEmail={section.form.email}
            initialError={section.form.fieldError}
          />
        </div>
        <SectionAdmin section={section} />
      </div>
    </section>
  );
}
