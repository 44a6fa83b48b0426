import { Link } from '@meydan/shared/util/router';

export interface BreadcrumbItem {
  name: string;
  href: string;
  /** Sibling links opened on hover on desktop only (SPEC §2.10); hidden on touch layouts by CSS. */
  dropdown?: Array<{ name: string; href: string }>;
}

export function Breadcrumb({ items, label }: { items: BreadcrumbItem[]; label: string }) {
  return (
    <nav className="breadcrumb" aria-label={label}>
      <ol>
        {items.map((item, index) => (
          <li key={item.href} className={item.dropdown?.length ? 'breadcrumb__item breadcrumb__item--dropdown' : 'breadcrumb__item'}>
            {index === items.length - 1 ? <span aria-current="page">{item.name}</span> : <Link to={item.href}>{item.name}</Link>}
            {item.dropdown?.length ? (
              <ul className="breadcrumb__dropdown">
                {item.dropdown.map((entry) => (
                  <li key={entry.href}>
                    <Link to={entry.href}>{entry.name}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
