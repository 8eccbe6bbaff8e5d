import { SiteNavLink } from "~/ui/site-link";
import type { NavGroup, NavItem } from "./nav";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm ${isActive ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-100"}`;

function ItemLink({ item, onChoose }: { item: NavItem; onChoose?: () => void }) {
  return (
    // The count is part of the link's name ("Concierge requests, 3 new"), so a screen reader says what waits.
    <SiteNavLink
      to={item.to}
      className={linkClass}
      onClick={onChoose}
      aria-label={item.waiting ? `${item.label}, ${item.waiting}` : undefined}
    >
      {item.label}
      {item.waiting ? (
        <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{item.waiting}</span>
      ) : null}
    </SiteNavLink>
  );
}

/**
 * The admin's pages by group; NavLink marks the current one with aria-current="page". Drawn twice
 * (the phone's menu and the desktop's sidebar, one of them hidden), hence the ids' prefix.
 */
export function AdminNav({ groups, idPrefix, onChoose }: { groups: NavGroup[]; idPrefix: string; onChoose?: () => void }) {
  return (
    <nav aria-label="Admin">
      <SiteNavLink to="/admin" end className={linkClass} onClick={onChoose}>
        Dashboard
      </SiteNavLink>
      {groups.map((group) => (
        <div key={group.label} className="mt-4">
          <p id={`${idPrefix}-${group.label.toLowerCase()}`} className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {group.label}
          </p>
          <ul aria-labelledby={`${idPrefix}-${group.label.toLowerCase()}`} className="mt-1">
            {group.items.map((item) => (
              <li key={item.to}>
                <ItemLink item={item} onChoose={onChoose} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
