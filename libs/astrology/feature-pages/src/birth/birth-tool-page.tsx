import type { ReactNode } from 'react';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { AstroBreadcrumbs, AstroPage, AstroToolLinks } from '../common/astro-nav';
import { PlaceCredits } from '../common/place-credits';
import { BirthForm, type BirthFormMode } from './birth-form';

const TOOLS = { natal: 'natal', rising: 'rising' } as const;

/**
 * The page of a birth calculator (the natal chart, the rising sign): its title and lead, the form,
 * an aside explaining what it computes (and, for the chart, a member's saved charts), the
 * place-data credits and the other tools. Texts come from `{mode}.title`, `.lead`, `.whatTitle`, `.what`.
 */
export function BirthToolPage({ mode, edition, asideTop }: { mode: BirthFormMode; edition: Edition; asideTop?: ReactNode }) {
  const { t } = useTranslation('astrology');
  return (
    <AstroPage className={`astro-${mode}`}>
      <AstroBreadcrumbs edition={edition} trail={[{ label: t(`tools.${TOOLS[mode]}.name`) }]} />
      <header className="astro-hero astro-hero--tool">
        <h1>{t(`${mode}.title`)}</h1>
        <p className="astro-hero__lead">{t(`${mode}.lead`)}</p>
      </header>
      <div className="astro-form-layout">
        <BirthForm mode={mode} edition={edition} />
        <aside className="astro-form-aside">
          {asideTop}
          <h2>{t(`${mode}.whatTitle`)}</h2>
          <p>{t(`${mode}.what`)}</p>
        </aside>
      </div>
      <PlaceCredits />
      <AstroToolLinks edition={edition} except={TOOLS[mode]} />
    </AstroPage>
  );
}
