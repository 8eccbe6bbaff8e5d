import { data } from "react-router";
import { findSubscriber, type Subscriber } from "../subscribers.server";

const maxSerial = 2_147_483_647;

/** The subscriber a route parameter names, or a 404 response thrown for anything else. */
export async function requireSubscriber(id: string | undefined): Promise<Subscriber> {
  const number = typeof id === "string" && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
  const subscriber = number <= maxSerial ? await findSubscriber(number) : undefined;
  if (!subscriber) throw data(null, { status: 404 });
  return subscriber;
}
