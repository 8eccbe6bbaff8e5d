import { formatIsoDate } from "~/lib/format-date";
import type { CardKnowledge, KnownCard, KnownRule, MemberCardVerdict } from "./card-knowledge";
import type { AssistantAnswer } from "./reply";
import type { ReplyLink } from "./search-links";
import { maxTurnLength } from "./chat-request";
import type { CardAsk } from "./understand-cards";

/*
 * The assistant's answers to "can I get the Sapphire Preferred?" and "which Amex card can I get?"
 * (issue 31 item 5): the eligibility engine's verdicts for a signed-in visitor's household, and
 * for anyone else the rules that apply and where to tell us their cards. Plain text and links,
 * in the same answer shape as a trip's.
 */

export const cardRulesLink: ReplyLink = { label: "The card rules we track, with their sources", href: "/card-rules", internal: true };
export const checkerLink: ReplyLink = { label: "Check which cards you can get", href: "/eligibility", internal: true };

/** The most lines an answer about an issuer's (or every) card takes, besides its first. */
export const maxCardLines = 10;
/** The most cards a line names before it counts the rest. */
const maxNamesOnLine = 4;

/** What closes a reply cut short. */
const cutShort = "And more: ask about one card for its whole answer.";

/**
 * The reply from its lines, cut short (whole lines) to fit in a history turn: the browser sends
 * it back with the next message, and a longer turn would refuse that message. A large household
 * with long card histories could otherwise pass it.
 */
export function replyOf(lines: readonly string[], limit = maxTurnLength - cutShort.length - 1): string {
  let reply = lines[0] ?? "";
  for (const line of lines.slice(1)) {
    if (reply.length + 1 + line.length > limit) return `${reply}\n${cutShort}`.slice(0, maxTurnLength);
    reply += `\n${line}`;
  }
  return reply.slice(0, maxTurnLength);
}

function answer(lines: readonly string[], links: ReplyLink[]): AssistantAnswer {
  return { reply: replyOf(lines), query: null, results: [], links };
}

function listed(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

function ruleLines(rules: readonly KnownRule[]): string[] {
  return rules.map((rule) => `${rule.name}: ${rule.summary}`);
}

async function dealLinks(knowledge: CardKnowledge, card: KnownCard): Promise<ReplyLink[]> {
  const deals = await knowledge.dealsFor(card.id);
  return deals.map((deal) => ({ label: `The deal: ${deal.title}`, href: `/deals/${encodeURIComponent(deal.slug)}`, internal: true }));
}

/** Where the answer's verdicts would come from, for someone whose cards we do not know. */
function withoutCardsLinks(knowledge: CardKnowledge): ReplyLink[] {
  return [checkerLink, { ...knowledge.walletLink, internal: true }, cardRulesLink];
}

/** "the Chase Sapphire Preferred", "the Platinum Card from American Express". */
const theCard = (card: KnownCard) => `the ${card.name.replace(/^The /, "")}`;

/** For someone whose cards we do not know: `what` ("Whether you can get X") depends on them. */
const dependsOnCards = (what: string) =>
  `${what} depends on the cards you have opened. Type them into the checker, or add them to your wallet, and I can tell you.`;

/** "can I get X": each household member's verdict, or the rules that would judge it. */
async function oneCardAnswer(card: KnownCard, knowledge: CardKnowledge): Promise<AssistantAnswer> {
  const deals = await dealLinks(knowledge, card);
  if (!knowledge.judge) {
    const rules = knowledge.rulesFor(card.id);
    const ruleText =
      rules.length > 0 ? ["The issuer's rules that apply to it:", ...ruleLines(rules)] : ["We track no issuer rule for it yet."];
    return answer(
      [dependsOnCards(`Whether you can get ${theCard(card)} and its bonus`), ...ruleText],
      [...withoutCardsLinks(knowledge), ...deals],
    );
  }
  const verdicts = knowledge.judge(card.id);
  const heading = `${card.name}, by the issuers' rules on ${formatIsoDate(knowledge.today)}:`;
  return answer([heading, ...verdicts.flatMap((verdict) => verdict.sentences)], [cardRulesLink, ...deals]);
}

/** Why a card is not for someone now, in a few words: "not before March 1, 2028 (Chase 5/24)". */
export function shortReason(verdict: MemberCardVerdict): string {
  const rules = verdict.inTheWay.length > 0 ? ` (${verdict.inTheWay.join(", ")})` : "";
  const day = typeof verdict.from === "string" ? formatIsoDate(verdict.from) : null;
  if (verdict.outcome === "not-before") return `${day ? `not before ${day}` : "not approved"}${rules}`;
  if (verdict.outcome === "no-bonus")
    return `${day ? `no bonus before ${day}` : verdict.from === null ? "no bonus" : "no bonus for now"}${rules}`;
  return `we need to know more${rules}`;
}

/**
 * Cards named on a line: all of one issuer's said so, else their names, at most `names` of them
 * and a count of the rest.
 */
function cardsText(cards: readonly KnownCard[], all: readonly KnownCard[], issuerName: (id: string) => string, names: number): string {
  const issuers = new Set(cards.map((card) => card.issuer));
  if (issuers.size === 1 && cards.length > 1) {
    const [issuer] = issuers;
    if (all.filter((card) => card.issuer === issuer).length === cards.length) return `all ${cards.length} ${issuerName(issuer!)} cards`;
  }
  if (cards.length <= names) return listed(cards.map((card) => card.name));
  const shown = cards.slice(0, names - 1).map((card) => card.name);
  return `${shown.join(", ")} and ${cards.length - shown.length} more`;
}

/**
 * One member's lines: the cards they can get with the bonus now, then those not, grouped by
 * reason. `names`: how many cards a line names (every card of one issuer; a few of every issuer's).
 */
function memberLines(
  member: string | null,
  judged: readonly { card: KnownCard; verdict: MemberCardVerdict }[],
  cards: readonly KnownCard[],
  issuerName: (id: string) => string,
  names: number,
): string[] {
  const now = judged.filter(({ verdict }) => verdict.outcome === "yes").map(({ card }) => card);
  const byReason = new Map<string, KnownCard[]>();
  for (const { card, verdict } of judged) {
    if (verdict.outcome === "yes") continue;
    const reason = shortReason(verdict);
    byReason.set(reason, [...(byReason.get(reason) ?? []), card]);
  }
  const who = member ?? "You";
  const nowLine =
    now.length === 0
      ? `${who} can get none of them with the bonus now.`
      : now.length === cards.length
        ? `${who} can get ${cards.length === 1 ? "it" : `all ${cards.length}`} with the bonus now.`
        : now.length > names
          ? `${who} can get ${now.length} of them with the bonus now.`
          : `${who} can get ${now.length} of them with the bonus now: ${cardsText(now, cards, issuerName, names)}.`;
  const notNow = [...byReason].map(
    ([reason, held]) => `${member ? `${member}, n` : "N"}ot now: ${cardsText(held, cards, issuerName, names)}: ${reason}.`,
  );
  return [nowLine, ...notNow];
}

/** "which Amex card can I get": the issuer's cards split into those each member can get now and those not. */
function issuerAnswer(ask: CardAsk & { about: "issuer" }, knowledge: CardKnowledge): AssistantAnswer {
  const issuerName = (id: string) => knowledge.issuers.find((issuer) => issuer.id === id)?.name ?? id;
  const cards = knowledge.cards.filter(
    (card) => (ask.issuerId === null || card.issuer === ask.issuerId) && (!ask.kind || card.kind === ask.kind),
  );
  const kindText = ask.kind ? `${ask.kind} ` : "";
  const whose = ask.issuerId === null ? `${kindText}cards` : `${issuerName(ask.issuerId)} ${kindText}cards`;
  if (cards.length === 0) return answer([`We list no ${whose} yet.`], [cardRulesLink]);
  if (!knowledge.judge) {
    const rules = ask.issuerId === null ? [] : knowledge.issuerRules(ask.issuerId);
    const ruleText =
      ask.issuerId === null
        ? ["Each issuer has its own rules; the card rules page lists them with their sources."]
        : rules.length > 0
          ? [`${issuerName(ask.issuerId)}'s rules:`, ...ruleLines(rules)]
          : [`We track no ${issuerName(ask.issuerId)} rule yet.`];
    const depends = dependsOnCards(`Which of the ${cards.length} ${whose} we list you can get`);
    return answer([depends, ...ruleText], withoutCardsLinks(knowledge));
  }
  const judge = knowledge.judge;
  const verdicts = cards.map((card) => ({ card, verdicts: judge(card.id) }));
  const members = [...new Set(verdicts.flatMap(({ verdicts: each }) => each.map((verdict) => verdict.member)))];
  const household = members.length > 1;
  const lines = members.flatMap((member) =>
    memberLines(
      household ? member : null,
      verdicts.flatMap(({ card, verdicts: each }) =>
        each.filter((verdict) => verdict.member === member).map((verdict) => ({ card, verdict })),
      ),
      cards,
      issuerName,
      ask.issuerId === null ? maxNamesOnLine : Infinity,
    ),
  );
  const heading = `The ${cards.length} ${whose} we list, by the issuers' rules on ${formatIsoDate(knowledge.today)}:`;
  const shown = lines.length > maxCardLines ? [...lines.slice(0, maxCardLines - 1), cutShort] : lines;
  const askOne = ask.issuerId === null ? ["Ask about one issuer ('which Chase cards can I get?') for the cards' names."] : [];
  return answer([heading, ...shown, ...(lines.length > maxCardLines ? [] : askOne)], [cardRulesLink, checkerLink]);
}

/** The answer to a question about getting a card. */
export async function cardAnswer(ask: CardAsk, knowledge: CardKnowledge): Promise<AssistantAnswer> {
  if (ask.about === "issuer") return issuerAnswer(ask, knowledge);
  const card = knowledge.cards.find((candidate) => candidate.id === ask.cardId);
  if (!card) return answer(["I don't know that card yet. The card rules page lists the issuers' rules we track."], [cardRulesLink]);
  return oneCardAnswer(card, knowledge);
}
