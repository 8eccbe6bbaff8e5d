// The part of proxy-addr (Express's own `trust proxy` parser) the configuration uses; it ships no types.
declare module "proxy-addr" {
  /** Compiles addresses, CIDR ranges and the names loopback, linklocal, uniquelocal; throws a TypeError on a bad one. */
  export function compile(trusted: string | string[]): (address: string, hop: number) => boolean;
}
