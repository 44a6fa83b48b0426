import { useTranslation } from '@meydan/shared/util/translate';
import type { MemberArticle, MemberArticleStatus } from '@meydan/shared/contracts';
import type { EditionCode, LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';

/** The write pages, by their key under `editor.pages` in the social translations. */
export type WritePageKey = 'new' | 'edit' | 'posts';

/**
 * Head of a write page: private to the member (robots.txt hides the paths too), so noindex and
 * no canonical. No API call: the server renders the page anonymous, the member is only known in
 * the browser.
 */
export function writeLoader(page: WritePageKey) {
  return async (ctx: RouteContext): Promise<LoaderResult> => {
    const t = ctx.i18n.getFixedT(ctx.edition, 'social');
    return { head: { title: `${t(`editor.pages.${page}.title`)} | Meydan`, description: t(`editor.pages.${page}.description`), noindex: true } };
  };
}

const BADGE_TONE: Record<MemberArticleStatus, string> = { draft: 'neutral', pending: 'warn', published: 'ok', rejected: 'danger' };

export function StatusBadge({ status }: { status: MemberArticleStatus }) {
  const { t } = useTranslation('social');
  return <span className={`post-badge post-badge--${BADGE_TONE[status]}`}>{t(`editor.status.${status}`)}</span>;
}

/**
 * Where the post stands, above the form: a draft (of a new post, or of the next version of a
 * published one while that stays up), in review, not approved (with the editor's reason), or
 * published with its link.
 */
export function StatusBanner({ article }: { article: MemberArticle | null }) {
  const { t } = useTranslation('social');
  if (!article) {
    return (
      <div className="notice post-status post-status--draft" role="status">
        <p>{t('editor.banner.new')}</p>
      </div>
    );
  }
  const liveLink = article.live ? (
    <Link to={article.live.route} className="post-status__link">
      {t('editor.banner.viewLive')}
    </Link>
  ) : null;
  const hidden = article.live?.isHidden ? <p>{t('editor.banner.hidden')}</p> : null;
  switch (article.status) {
    case 'draft':
      return (
        <div className="notice post-status post-status--draft" role="status">
          <p>
            <StatusBadge status="draft" /> {article.live ? t('editor.banner.draftOfLive') : t('editor.banner.draft')}
          </p>
          {hidden}
          {liveLink}
        </div>
      );
    case 'pending':
      return (
        <div className="notice post-status post-status--pending" role="status">
          <p>
            <StatusBadge status="pending" /> {t('editor.banner.pending')}
          </p>
          {liveLink}
        </div>
      );
    case 'rejected':
      return (
        <div className="notice notice--error post-status post-status--rejected" role="status">
          <p>
            <StatusBadge status="rejected" /> {t('editor.banner.rejected')}
          </p>
          <blockquote className="post-status__reason">
            <span className="visually-hidden">{t('editor.banner.reason')}: </span>
            {article.rejectionReason}
          </blockquote>
          {article.live ? <p>{t('editor.banner.liveStays')}</p> : null}
          {liveLink}
        </div>
      );
    case 'published':
      return (
        <div className="notice post-status post-status--published" role="status">
          <p>
            <StatusBadge status="published" /> {t('editor.banner.published')}
          </p>
          {hidden}
          {liveLink}
        </div>
      );
  }
}

/** Links between the write pages (new post, my posts). */
export function WriteNav({ edition, current }: { edition: EditionCode; current: WritePageKey }) {
  const { t } = useTranslation('social');
  return (
    <nav className="write-nav" aria-label={t('editor.nav')}>
      <Link className="write-nav__link" to={routePath(edition, 'social.write')} aria-current={current === 'new' ? 'page' : undefined}>
        {t('editor.pages.new.heading')}
      </Link>
      <Link className="write-nav__link" to={routePath(edition, 'social.write.posts')} aria-current={current === 'posts' ? 'page' : undefined}>
        {t('editor.pages.posts.heading')}
      </Link>
    </nav>
  );
}
