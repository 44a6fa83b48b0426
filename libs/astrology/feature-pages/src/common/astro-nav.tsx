import type { ReactNode } from 'react';
import { Link } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';

export type AstroTool = 'compatibility' | 'natal' | 'rising' | 'tarot';

const TOOL_ROUTES: Readonly<Record<AstroTool, string>> = {
  compatibility: 'astrology.compatibility',
  natal: 'astrology.natal-chart',
  rising: 'astrology.rising-sign',
  tarot: 'astrology.tarot.cards',
};

export const ASTRO_TOOLS = Object.keys(TOOL_ROUTES) as AstroTool[];

export function toolPath(edition: Edition, tool: AstroTool): string {
  return routePath(edition, TOOL_ROUTES[tool]);
}

/** Astrology › (parent ›) page: where the reader is, and the way back to the hub. */
export function AstroBreadcrumbs({ edition, trail }: { edition: Edition; trail: ReadonlyArray<{ label: string; to?: string }> }) {
  const { t } = useTranslation('astrology');
  return (
    <nav className="astro-crumbs" aria-label={t('nav.breadcrumbs')}>
      <ol>
        <li>
          <Link to={routePath(edition, 'astrology.home')}>{t('nav.home')}</Link>
        </li>
        {trail.map((step, index) => (
          <li key={index}>{step.to && index < trail.length - 1 ? <Link to={step.to}>{step.label}</Link> : <span aria-current={index === trail.length - 1 ? 'page' : undefined}>{step.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

/** The other tools, at the foot of each tool's page. */
export function AstroToolLinks({ edition, except }: { edition: Edition; except?: AstroTool }) {
  const { t } = useTranslation('astrology');
  return (
    <nav className="astro-tools" aria-label={t('nav.tools')}>
      <h2 className="astro-tools__title">{t('nav.tools')}</h2>
      <ul>
        {ASTRO_TOOLS.filter((tool) => tool !== except).map((tool) => (
          <li key={tool}>
            <Link className="astro-tools__link" to={toolPath(edition, tool)}>
              <span className="astro-tools__name">{t(`tools.${tool}.name`)}</span>
              <span className="astro-tools__lead">{t(`tools.${tool}.lead`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page frame every astrology page shares: crumbs, the page, the other tools. */
export function AstroPage({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className ? `astro-page ${className}` : 'astro-page'}>{children}</div>;
}
