import { z } from "zod";

/*
 * Every module takes `z` from here, never from "zod" itself (app/lib/zod.test.ts checks), so this
 * setting is in place before any schema is built. Zod compiles object parsers with `new Function`
 * unless told not to, and builds probe for it; in the browser the Content-Security-Policy forbids
 * eval, and the probe alone is reported as a violation (the public pages' browser checks saw it on
 * /booking-form). The interpreted parsers are fast enough for forms of a few fields.
 */
z.config({ jitless: true });

export { z };
