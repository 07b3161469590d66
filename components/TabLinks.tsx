/**
 * A tab bar as plain links (one address per tab; works without JavaScript): the current tab is marked
 * with aria-current="page". Pages whose tabs load their own data (/admin) keep it as it is; the Tabs
 * island starts from it and, once hydrated, turns it into ARIA tabs that switch panels in place.
 */
export interface TabLink<T extends string = string> {
  id: T;
  label: string;
}

export function TabLinks<T extends string>(props: {
  id: string;
  label: string;
  tabs: readonly TabLink<T>[];
  selected: T;
  href: (tab: T) => string;
  className?: string;
}) {
  const { id, label, tabs, selected, href, className } = props;
  return (
    <nav className={className ? `tabs ${className}` : "tabs"} aria-label={label}>
      {tabs.map((t) => (
        <a
          key={t.id}
          id={`${id}-tab-${t.id}`}
          className={`tab${t.id === selected ? " active" : ""}`}
          href={href(t.id)}
          aria-current={t.id === selected ? "page" : undefined}
        >
          {t.label}
        </a>
      ))}
    </nav>
  );
}
