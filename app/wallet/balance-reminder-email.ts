import type { EmailContent } from "~/email/template";
import { formatIsoDate } from "~/lib/format-date";
import type { DueReminder } from "./balance-reminders";
import type { ExpiryAnswer } from "./expiry";
import type { ExpiryRule } from "./expiry-rules";
import { withCommas } from "./wallet-fields";

/** A partner a bank currency transfers to today, as the job reads it from the points catalog. */
export interface PartnerOption {
  name: string;
  /** '1:1', '5:3'. */
  ratio: string;
  /** The largest transfer bonus running today to this partner, if any. */
  bonus: { percent: number; ratio: string; endDate: string; targeted: boolean } | null;
}

export interface BalanceReminderInput {
  program: string;
  /** The member's name, shown when the wallet has more than one member. */
  member: string | null;
  amount: number;
  answer: ExpiryAnswer & { kind: "date" };
  due: DueReminder;
  /** Null for an airline or hotel program: only a bank currency moves to partners. */
  partners: readonly PartnerOption[] | null;
  walletUrl: string;
  offUrl: string;
}

export const balanceReminderFootnote =
  "You receive this because a balance in your wallet is about to expire and balance reminders are on for your account.";

/** Why the date is what it is, in one sentence. */
function dateReason(answer: BalanceReminderInput["answer"]): string {
  if (answer.basis === "override") return "This is the expiry date you entered in your wallet.";
  return `The program's points expire after ${answer.rule.months} months without activity; we counted from the date of your balance, so any activity since then has moved this date later.`;
}

/** What keeps the points from expiring, with the source the site checked it against. */
function keepAlive(rule: ExpiryRule | null): string[] {
  const source = rule && `Source: ${rule.source} (checked ${formatIsoDate(rule.checked)}).`;
  if (rule?.kind === "inactivity") return [`What keeps them alive: ${rule.activity}`, source!];
  if (rule?.kind === "while-card-open")
    return ["The program keeps them while a card earning them is open: move or use them before the last such card closes.", source!];
  return ["Check the program's terms for what keeps the points alive: we have no sourced rule for it."];
}

function partnerLine(partner: PartnerOption): { label: string; value: string } {
  const bonus = partner.bonus;
  const withBonus = bonus
    ? `, or ${bonus.ratio} with a ${bonus.percent}% bonus until ${formatIsoDate(bonus.endDate)}${bonus.targeted ? " (targeted: check your account)" : ""}`
    : "";
  return { label: partner.name, value: `${partner.ratio}${withBonus}` };
}

/** The reminder email: which balance, when it expires, what keeps it alive, where it could go, and how to stop. */
export function balanceReminderEmail(input: BalanceReminderInput): { subject: string; content: EmailContent } {
  const { due, answer } = input;
  const date = formatIsoDate(due.expiresOn);
  const when = due.daysLeft === 0 ? "today" : due.daysLeft === 1 ? "tomorrow" : `in ${due.daysLeft} days`;
  const whose = input.member ? `${input.member}'s` : "Your";
  const partners = input.partners ?? [];
  return {
    subject: `Your ${input.program} points expire ${when}, on ${date}`.slice(0, 200),
    content: {
      heading: `Your ${input.program} points expire on ${date}`,
      paragraphs: [
        `${whose} balance of ${withCommas(input.amount)} ${input.program} points expires ${when}, on ${date}.`,
        dateReason(answer),
        ...keepAlive(answer.rule),
        ...(partners.length > 0
          ? [
              "Transfers cannot be undone: check the ratio and any bonus on your bank's site first.",
              "Where they could go today, at each partner's transfer ratio (points to miles or partner points):",
            ]
          : []),
      ],
      fields: partners.map(partnerLine),
      action: { label: "Open your wallet", url: input.walletUrl },
      footnotes: [balanceReminderFootnote, `Stop balance reminders with one click: ${input.offUrl}`],
    },
  };
}
