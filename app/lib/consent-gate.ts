import { isGranted, type ConsentCategory, type ConsentChoices } from "~/lib/consent-cookie";

/**
 * The browser's one gate for optional code: what the server confirmed the visitor chose (set by
 * the consent provider as the page renders), and callbacks waiting for a category.
 */
let confirmed: ConsentChoices | null = null;
const waiting = new Set<{ category: ConsentCategory; run: () => void }>();

export function noteConfirmedConsent(choices: ConsentChoices | null): void {
  confirmed = choices;
}

/** Runs what was waiting for a category the visitor has now granted. */
export function announceConsent(): void {
  for (const entry of [...waiting]) {
    if (isGranted(confirmed, entry.category)) {
      waiting.delete(entry);
      entry.run();
    }
  }
}

export function consentGranted(category: ConsentCategory): boolean {
  return isGranted(confirmed, category);
}

/** Runs `run` now if the category is granted, otherwise once it is; the returned function cancels. */
export function whenConsented(category: ConsentCategory, run: () => void): () => void {
  if (consentGranted(category)) {
    run();
    return () => {};
  }
  const entry = { category, run };
  waiting.add(entry);
  return () => waiting.delete(entry);
}
