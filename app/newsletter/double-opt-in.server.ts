import { getSetting, setSetting } from "~/db/settings.server";

/** The owner's setting: off (the default) keeps the spec's one-step subscription. */
export const doubleOptInKey = "newsletter.doubleOptIn";

/** Read on every subscribe post (never cached: a post is never served from a cache anyway). */
export async function doubleOptInEnabled(): Promise<boolean> {
  return (await getSetting<boolean>(doubleOptInKey)) === true;
}

export async function setDoubleOptIn(enabled: boolean): Promise<void> {
  await setSetting(doubleOptInKey, enabled);
}
