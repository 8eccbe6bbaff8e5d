import { getSetting, setSetting } from "~/db/settings.server";

/*
 * The owner's switch: watches are offered only when their seats.aero agreement allows alerts for
 * visitors, which the site cannot know, so it is off until the owner says so.
 */
const offerKey = "award_watches.offered";

export async function awardWatchesSwitchedOn(): Promise<boolean> {
  return (await getSetting<boolean>(offerKey)) === true;
}

export function switchAwardWatches(on: boolean): Promise<void> {
  return setSetting(offerKey, on);
}
