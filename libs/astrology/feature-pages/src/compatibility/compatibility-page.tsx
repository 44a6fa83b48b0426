import { useId, useState } from 'react';
import { astroApi, useGetCompatibilityQuery } from '@meydan/astrology/data-access';
import { SIGN_INDEXES, SIGN_SLUGS, SIGN_SYMBOLS, signIndexOfSlug } from '@meydan/astrology/ui';
import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import { shareText } from '@meydan/shared/ui';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useLocation, useNavigate } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { astroHead } from '../common/astro-head';
import { AstroBreadcrumbs, AstroPage, AstroToolLinks } from '../common/astro-nav';
import { SignLabel } from '../common/sign-label';

/** The pair an address asks for (`?a=koc&b=aslan`), when both are signs. */
export function pairOf(search: string): { a: string; b: string } | null {
  const params = new URLSearchParams(search);
  const a = signIndexOfSlug(params.get('a') ?? undefined);
  const b = signIndexOfSlug(params.get('b') ?? undefined);
  return a === null || b === null ? null : { a: SIGN_SLUGS[a] as string, b: SIGN_SLUGS[b] as string };
}

/**
 * `/astroloji/burc-uyumu-hesaplama`: the calculator, and with `?a=&b=` a pair's scores (computed
 * by the API, the same for the same pair in either order). The canonical is the calculator itself:
 * a pair's page is a shared answer, not a separate article.
 */
export async function loadCompatibility(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'astrology');
  const pair = pairOf(ctx.search);
  if (!pair) return { head: astroHead(ctx, t('compatibility.headTitle'), t('compatibility.description')) };
  const { data } = await prefetchQuery(ctx, astroApi.endpoints.getCompatibility.initiate({ edition: ctx.edition, ...pair }));
  const title = data ? t('compatibility.pairTitle', { a: data.a.name, b: data.b.name }) : t('compatibility.headTitle');
  return { head: astroHead(ctx, title, data?.explanation ?? t('compatibility.description')) };
}

export function CompatibilityPage({ edition, origin }: RoutePageProps) {
  const { t } = useTranslation('astrology');
  const location = useLocation();
  const navigate = useNavigate();
  const pair = pairOf(location.search);
  const [a, setA] = useState(pair?.a ?? '');
  const [b, setB] = useState(pair?.b ?? '');
  const [shared, setShared] = useState<string | null>(null);
  const { data, isError, isFetching } = useGetCompatibilityQuery(pair ? { edition, ...pair } : { edition, a: '', b: '' }, { skip: !pair });
  const path = routePath(edition, 'astrology.compatibility');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!a || !b) return;
    setShared(null);
    navigate(`${path}?${new URLSearchParams({ a, b }).toString()}`);
  };
  const share = async () => {
    if (!data) return;
    const outcome = await shareText(t('compatibility.shareText', { a: data.a.name, b: data.b.name, love: data.love }), `${origin}${path}?a=${data.a.slug}&b=${data.b.slug}`);
    setShared(t(`share.${outcome}`));
  };

  return (
    <AstroPage className="astro-compat">
      <AstroBreadcrumbs edition={edition} trail={[{ label: t('tools.compatibility.name') }]} />
      <header className="astro-hero astro-hero--tool">
        <h1>{t('compatibility.title')}</h1>
        <p className="astro-hero__lead">{t('compatibility.lead')}</p>
      </header>
      {/* A plain GET form: it works before the page's script has loaded. */}
      <form className="compat-form" method="get" action={path} onSubmit={submit}>
        <SignSelect name="a" label={t('compatibility.first')} value={a} onChange={setA} />
        <span className="compat-form__and" aria-hidden="true">
          +
        </span>
        <SignSelect name="b" label={t('compatibility.second')} value={b} onChange={setB} />
        <button type="submit" className="button button--primary compat-form__submit">
          {t('compatibility.submit')}
        </button>
      </form>
      <div aria-live="polite" className="compat-result-area">
        {pair && isError ? (
          <p className="notice notice--error" role="alert">
            {t('errors.unavailable')}
          </p>
        ) : null}
        {pair && !data && isFetching ? <p className="astro-loading">{t('compatibility.loading')}</p> : null}
        {data ? (
          <article className="compat-result" aria-labelledby="compat-result-title">
            <h2 id="compat-result-title" className="compat-result__title">
              <SignLabel sign={data.a.sign} />
              <span aria-hidden="true"> ♥ </span>
              <span className="visually-hidden">{t('compatibility.and')}</span>
              <SignLabel sign={data.b.sign} />
            </h2>
            <dl className="compat-scores">
              {(['love', 'friendship', 'work'] as const).map((kind) => (
                <div key={kind} className={`compat-score compat-score--${kind}`}>
                  <dt>{t(`compatibility.scores.${kind}`)}</dt>
                  <dd>
                    <span className="compat-score__bar" aria-hidden="true">
                      <span style={{ width: `${data[kind]}%` }} />
                    </span>
                    <span className="compat-score__value">{t('compatibility.percent', { value: data[kind] })}</span>
                  </dd>
                </div>
              ))}
            </dl>
            <p className="compat-result__explanation">{data.explanation}</p>
            <p className="compat-result__facts">
              {t('compatibility.facts', {
                aspect: t(`signAspects.${data.aspect}`),
                elements: t(`elementRelations.${data.elementRelation}`),
              })}
            </p>
            <div className="compat-result__actions">
              <button type="button" className="button" onClick={share}>
                {t('share.button')}
              </button>
              <Link className="button button--ghost" to={routePath(edition, 'astrology.sign', { burc: data.a.slug })}>
                {t('compatibility.aboutSign', { sign: data.a.name })}
              </Link>
              {data.b.slug !== data.a.slug ? (
                <Link className="button button--ghost" to={routePath(edition, 'astrology.sign', { burc: data.b.slug })}>
                  {t('compatibility.aboutSign', { sign: data.b.name })}
                </Link>
              ) : null}
              {shared ? <span role="status">{shared}</span> : null}
            </div>
          </article>
        ) : null}
      </div>
      <AstroToolLinks edition={edition} except="compatibility" />
    </AstroPage>
  );
}

function SignSelect({ name, label, value, onChange }: { name: string; label: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('astrology');
  const index = signIndexOfSlug(value);
  const id = useId();
  return (
    <div className="compat-form__sign">
      <label className="compat-form__label" htmlFor={id}>
        {label}
      </label>
      <span className="compat-form__picker">
        <span className="compat-form__symbol" aria-hidden="true">
          {index === null ? '?' : SIGN_SYMBOLS[index]}
        </span>
        <select id={id} name={name} value={value} required onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('compatibility.choose')}</option>
          {SIGN_INDEXES.map((sign) => (
            <option key={sign} value={SIGN_SLUGS[sign]}>
              {t(`signs.${sign}`)}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
