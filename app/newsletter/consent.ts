/**
 * The consent line shown beside every subscribe form. Its version is stored with each
 * subscriber, so the wording someone agreed to can always be told; change both together.
 */
export const consentText = "We'll email you the free guide, a welcome message and our newsletter. Unsubscribe with one click in any email.";
export const consentVersion = "2026-11-23";
