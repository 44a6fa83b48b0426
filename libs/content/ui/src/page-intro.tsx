import type { ReactNode } from 'react';
import { Breadcrumb } from './breadcrumb';

type Crumb = { name: string; href: string };

/** Breadcrumb, page title and lead: the top of the content listing pages. */
export function PageIntro({ crumbsLabel, crumbs, title, lead }: { crumbsLabel: string; crumbs: Crumb[]; title: ReactNode; lead?: ReactNode }) {
  return (
    <>
      <Breadcrumb label={crumbsLabel} items={crumbs} />
      <header className="page-header">
        <h1>{title}</h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
      </header>
    </>
  );
}
