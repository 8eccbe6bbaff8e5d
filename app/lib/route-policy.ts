/**
 * How a page reads one query parameter, for the page-cache key: the value as the page would use
 * it, or undefined when the page renders as if the parameter were absent. Two URLs whose readers
 * give the same values render the same page, so they share one cached copy. A reader of text a
 * visitor types is marked `freeText`: every value is a new copy (decision 030).
 */
export type ParameterReader = ((value: string) => string | undefined) & { readonly freeText?: true };

export type QueryReaders = Readonly<Record<string, ParameterReader>>;

/** What a route module says about itself in its `handle`; whatever it leaves out is false. */
export type RoutePolicy =
  | { public: false }
  | {
      /** Answers without a sign-in. */
      public: true;
      /** Listed in the sitemap; only a route without parameters can be. */
      indexable?: boolean;
      /** The same for every anonymous visitor with the same consent choice on the same business day, so the page cache may keep it. */
      cacheable?: boolean;
      /** The query parameters the page reads (loader or component): the page-cache key keeps these and drops every other. */
      query?: QueryReaders;
      /** Posted to by other servers, each post authorised by its own signature or token: no client's post allowance counts them. */
      postedByServers?: boolean;
      /**
       * Carries a public form with its spam-guard stamp. A copy from the page cache carries the
       * stamp of its render, older than the visit, so serving one records when this client got
       * the form, and the form guard measures "too fast" from then too (decision 068).
       */
      publicForm?: boolean;
    };

export interface PagePolicy {
  public: boolean;
  indexable: boolean;
  cacheable: boolean;
  query: QueryReaders;
  postedByServers: boolean;
  publicForm: boolean;
}

/** A route that says nothing is private, left out of the sitemap and never cached. */
export const undeclaredPolicy: PagePolicy = Object.freeze({
  public: false,
  indexable: false,
  cacheable: false,
  query: {},
  postedByServers: false,
  publicForm: false,
});

/** A route module's `handle`: `export const handle = routePolicy({ public: true, indexable: true })`. */
export function routePolicy(policy: RoutePolicy): { policy: PagePolicy } {
  return { policy: { ...undeclaredPolicy, ...policy } };
}

/** The policy a route's handle declares, or undefined when it declares none. */
export function declaredPolicy(handle: unknown): PagePolicy | undefined {
  if (typeof handle !== "object" || handle === null || !("policy" in handle)) return undefined;
  return handle.policy as PagePolicy;
}
