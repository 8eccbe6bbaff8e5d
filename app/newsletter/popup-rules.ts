/** The lead-magnet popup opens once, this long after the home page loads. */
export const popupDelayMs = 15_000;
/** The browser remembers that the popup has been shown. */
export const popupShownStorageKey = "newsletter-popup-shown";

/**
 * Whether the popup may open now: never after it has been shown once, and never in a browser
 * that has subscribed (the subscribe form records that under `subscribedKey`).
 */
export function mayOpenPopup(storage: Pick<Storage, "getItem">, subscribedKey: string): boolean {
  try {
    return storage.getItem(popupShownStorageKey) === null && storage.getItem(subscribedKey) === null;
  } catch {
    return false;
  }
}
