import { forwardRef, type AnchorHTMLAttributes } from "react";
import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from "react-router";

/**
 * React Router's `Link` and `NavLink` for the links every page carries, rendered on the server as
 * the same `<a>` without resolving routes when the path is plain and absolute; why and what it
 * saved: decision 022. Assumes the app's basename is "/" (react-router.config.ts sets none).
 */
export const ServerSiteLink = forwardRef<HTMLAnchorElement, LinkProps>(ServerLink);
export const ServerSiteNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(ServerNavLink);
export const SiteLink = import.meta.env.SSR ? ServerSiteLink : Link;
export const SiteNavLink = import.meta.env.SSR ? ServerSiteNavLink : NavLink;

// A root-relative URL without "//", dot segments, backslashes or characters a browser would
// re-encode: React Router's href for it is the string itself.
const plainPath = /^\/(?![/\\])[A-Za-z0-9\-_~!$&'()*+,;=:@%/?#]*$/;
const dotSegment = /\/\.\.?(?:[/?#]|$)/;

// The same few dozen paths come up on every page; the regular expressions cost more than a lookup.
// Bounded, since a path can carry a query taken from the request.
const plainPathCache = new Map<string, boolean>();

export function isPlainPath(to: unknown): to is string {
  if (typeof to !== "string") return false;
  let plain = plainPathCache.get(to);
  if (plain === undefined) {
    const pathname = to.split(/[?#]/, 1)[0]!;
    plain = plainPath.test(to) && !dotSegment.test(pathname) && !/\/\/|\\/.test(pathname);
    if (plainPathCache.size >= 1000) plainPathCache.clear();
    plainPathCache.set(to, plain);
  }
  return plain;
}

/** Props React Router's Link consumes; any of these set means the fast path does not apply. */
function needsRouter(props: LinkProps): boolean {
  return (
    !isPlainPath(props.to) ||
    (props.prefetch !== undefined && props.prefetch !== "none") ||
    props.reloadDocument !== undefined ||
    props.relative !== undefined ||
    props.state !== undefined ||
    ("mask" in props && props.mask !== undefined)
  );
}

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement>;

function ServerLink(props: LinkProps, ref: React.ForwardedRef<HTMLAnchorElement>) {
  if (needsRouter(props)) return <Link ref={ref} {...props} />;
  const {
    to,
    discover = "render",
    target,
    // Client-only behaviour: nothing to render for these.
    onClick: _onClick,
    replace: _replace,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    prefetch: _prefetch,
    ...rest
  } = props as LinkProps & { to: string };
  const anchor: AnchorProps & { "data-discover"?: string } = {
    ...(rest as AnchorProps),
    href: to,
    target,
    "data-discover": discover === "render" ? "true" : undefined,
  };
  return <a ref={ref} {...anchor} />;
}

function ServerNavLink(props: NavLinkProps, ref: React.ForwardedRef<HTMLAnchorElement>) {
  const location = useLocation();
  const toPathname = typeof props.to === "string" ? props.to.split(/[?#]/, 1)[0]! : "";
  if (needsRouter(props as LinkProps) || typeof props.style === "function" || !/^\/[A-Za-z0-9\-_/]*$/.test(toPathname)) {
    return <NavLink ref={ref} {...props} />;
  }
  const { "aria-current": ariaCurrent = "page", caseSensitive = false, className = "", end = false, children, ...rest } = props;
  const isActive = navLinkActive(location.pathname, toPathname, { end, caseSensitive });
  // Nothing is pending or transitioning while the server renders.
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <ServerSiteLink
      {...(rest as LinkProps)}
      ref={ref}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === "function" ? className(state) : [className, isActive ? "active" : null].filter(Boolean).join(" ")}
    >
      {typeof children === "function" ? children(state) : children}
    </ServerSiteLink>
  );
}

/** React Router's NavLink rule, for a path without a basename. */
export function navLinkActive(
  locationPathname: string,
  toPathname: string,
  { end, caseSensitive }: { end: boolean; caseSensitive: boolean },
): boolean {
  if (!caseSensitive) {
    locationPathname = locationPathname.toLowerCase();
    toPathname = toPathname.toLowerCase();
  }
  const endSlashPosition = toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
  return (
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlashPosition) === "/")
  );
}
