import { getSetting, setSetting } from "~/db/settings.server";

const key = "require_second_factor";

/** The owner's setting: every admin must have a second factor (enrolment right after the password). */
export async function secondFactorRequired(): Promise<boolean> {
  return (await getSetting<boolean>(key)) === true;
}

export async function setSecondFactorRequired(required: boolean): Promise<void> {
  await setSetting(key, required);
}
