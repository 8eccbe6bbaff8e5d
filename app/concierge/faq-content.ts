import {
  quickConsultationMinutes,
  quickConsultationPriceCents,
  strategySessionMinutes,
  strategySessionPriceCents,
} from "~/config/business";
import type { JsonLd } from "~/seo/json-ld";
import {
  additionalPassengerCents,
  conciergeDepositCents,
  conciergePromises,
  conciergeQuoteCents,
  firstPassengerCents,
  formatUsd,
} from "./pricing";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroup {
  /** Shared by the group's disclosures, so opening one closes the others. */
  name: string;
  title: string;
  items: readonly FaqItem[];
}

const { replyWithinHours, itineraries, airlines, loyaltyPrograms } = conciergePromises;

/** The two FAQ groups of the concierge page, in our own words, consistent with its prices and promises. */
export const faqGroups: readonly FaqGroup[] = [
  {
    name: "faq-concierge",
    title: "Points Booking Concierge",
    items: [
      {
        question: "How does the booking concierge work?",
        answer: `Send us your trip and the points you hold through the request form. Our experts search ${airlines} airlines and ${loyaltyPrograms} loyalty programs, then present up to ${itineraries} itineraries. You pick the one you like and we guide you through booking it with your points.`,
      },
      {
        question: "What does the concierge cost?",
        answer: `${formatUsd(firstPassengerCents)} for the first passenger and ${formatUsd(additionalPassengerCents)} for each additional passenger, so two travellers pay ${formatUsd(conciergeQuoteCents(2))}. A ${formatUsd(conciergeDepositCents)} deposit starts the search: it is a research fee that is applied to the service cost when you go ahead.`,
      },
      {
        question: "What if you cannot find a suitable itinerary?",
        answer: `Then you owe us nothing: the ${formatUsd(conciergeDepositCents)} deposit is refunded in full.`,
      },
      {
        question: "How soon will I hear from you?",
        answer: `A confirmation email reaches you as soon as you send your request, and our reply with itineraries follows within ${replyWithinHours} business hours.`,
      },
    ],
  },
  {
    name: "faq-strategy",
    title: "Points Strategy Session",
    items: [
      {
        question: "What is a Points Strategy Session?",
        answer: `A one-on-one, ${strategySessionMinutes}-minute video call with one of our experts about your credit cards, your points and the trips you want to take.`,
      },
      {
        question: "How much does it cost?",
        answer: `The full session is ${formatUsd(strategySessionPriceCents)} for ${strategySessionMinutes} minutes (one hour).`,
      },
      {
        question: "Is there a shorter option?",
        answer: `Yes: a ${quickConsultationMinutes}-minute consultation costs ${formatUsd(quickConsultationPriceCents)} and suits one focused question, such as which card to open next. The ${strategySessionMinutes}-minute session covers your whole setup.`,
      },
      {
        question: "What do we cover during the session?",
        answer:
          "We audit your points and miles, recommend cards that fit how you spend, show you which airline and hotel partners to transfer to, and teach you how to find premium award availability yourself.",
      },
      {
        question: "What should I prepare?",
        answer:
          "A list of the cards you hold and when you opened them, your current point and mile balances, and the trips you have in mind for the next year or two.",
      },
      {
        question: "Will I get anything in writing?",
        answer: "Yes. After the session we email you a strategy summary with the steps we agreed on, so nothing depends on memory.",
      },
      {
        question: "Is it worth it if I am new to points?",
        answer:
          "Especially then. Beginners avoid the costly mistakes (the wrong first card, transfers at poor value), and experienced collectors usually find partners and sweet spots they had missed.",
      },
    ],
  },
];

/** schema.org FAQPage for both groups. */
export function faqPageJsonLd(groups: readonly FaqGroup[] = faqGroups): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    ),
  };
}
