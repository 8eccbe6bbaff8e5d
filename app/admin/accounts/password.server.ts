import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** OWASP's scrypt floor is N=2^17, r=8, p=1; the cost travels inside each hash so it can rise later. */
export const productionCost = { log2N: 17, r: 8, p: 1 };
type Cost = typeof productionCost;

/** Lowest cost a test may ask for; below it scrypt's parameters stop being a meaningful exercise. */
const lowestTestLog2N = 10;

/**
 * The cost of new hashes. The test runner (NODE_ENV "test") may lower it with
 * PASSWORD_HASH_TEST_LOG2N, since a hash at full cost takes about 260 ms and 128 MB; any other
 * NODE_ENV, production included, always gets the production cost.
 */
export function hashingCost(env: NodeJS.ProcessEnv = process.env): Cost {
  const requested = env.PASSWORD_HASH_TEST_LOG2N;
  if (env.NODE_ENV !== "test" || requested === undefined) return productionCost;
  const log2N = Number(requested);
  if (!Number.isInteger(log2N) || log2N < lowestTestLog2N || log2N > productionCost.log2N) {
    throw new Error(`PASSWORD_HASH_TEST_LOG2N must be a whole number from ${lowestTestLog2N} to ${productionCost.log2N}`);
  }
  return { ...productionCost, log2N };
}
const keyLength = 32;
const saltLength = 16;

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  const options: ScryptOptions = {
    N: 2 ** cost.log2N,
    r: cost.r,
    p: cost.p,
    // scrypt needs 128 * N * r bytes; leave head-room above that.
    maxmem: 256 * 2 ** cost.log2N * cost.r,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const cost = hashingCost();
  const key = await derive(password, salt, cost);
  const { log2N, r, p } = cost;
  return ["scrypt", log2N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), {
    log2N: Number(log2N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/** Spends the same work as a real check, so an unknown account cannot be told apart by timing. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await decoy);
  return false;
}
