import { type ReactNode, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { MemberArticle } from '@meydan/shared/contracts';
import { selectAuthStatus, useAppSelector } from '@meydan/shared/data-access/store';
import type { EditionCode, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useLocation } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { normalizeError } from '@meydan/shared/util/errors';
import { SignInButton } from '../account-link-shared';
import { useSettingsMember } from '../settings/settings-layout';
import { ArticleEditor } from './article-editor';
import { clearLocalDraft, readLocalDraft } from './draft-storage';
import { articleContent, type EditorContent, emptyContent, fromContent, sameContent } from './editor-model';
import { memberContentApi } from '@meydan/social/data-access';
import { WriteNav, type WritePageKey } from './write-shared';
import { Loading } from './fetch-states';

/** What a write page shows without a member: a loading line while the session is looked at, else the way to sign in. */
export function WriteGate() {
  const { t } = useTranslation('social');
  const status = useAppSelector(selectAuthStatus);
  if (status === 'unknown' || status === 'loading') {
    return <Loading text={t('editor.loading')} />;
  }
  return (
    <div className="notice settings-gate">
      <p>{t('editor.signedOut')}</p>
      <SignInButton />
    </div>
  );
}

export function WriteLayout({ edition, page, children }: { edition: EditionCode; page: WritePageKey; children: ReactNode }) {
  const { t } = useTranslation('social');
  return (
    <div className="write-page">
      <h1 className="write-page__title">{t(`editor.pages.${page}.heading`)}</h1>
      <WriteNav edition={edition} current={page} />
      {children}
    </div>
  );
}

interface Start {
  article: MemberArticle | null;
  content: EditorContent;
  restored: boolean;
  remote: MemberArticle | null;
}

/**
 * Where the editor starts: the server's post, unless this browser kept changes the server never
 * confirmed. Those win (they are the member's latest typing); when another window saved a newer
 * version in the meantime, the member chooses (conflict).
 */
export function editorStart(userId: string, article: MemberArticle | null): Start {
  const local = readLocalDraft(userId, article?._id ?? null);
  if (!article) {
    return local ? { article: null, content: fromContent(local.content), restored: true, remote: null } : { article: null, content: emptyContent(), restored: false, remote: null };
  }
  const stored = articleContent(article);
  if (!local || sameContent(local.content, stored)) {
    if (local) clearLocalDraft(userId, article._id);
    return { article, content: fromContent(stored), restored: false, remote: null };
  }
  const newer = local.revision !== null && local.revision !== article.revision;
  return { article, content: fromContent(local.content), restored: true, remote: newer ? article : null };
}

function NewPost({ userId, edition }: { userId: string; edition: EditionCode }) {
  const [start] = useState(() => editorStart(userId, null));
  // The new post's address once the server created it: the URL changes in place (no remount,
  // so the member keeps typing), and a reload opens the post itself.
  const onCreated = (article: MemberArticle) => {
    if (typeof window !== 'undefined') window.history.replaceState(window.history.state, '', routePath(edition, 'social.write.edit', { id: article._id }));
  };
  return <ArticleEditor userId={userId} {...start} onCreated={onCreated} />;
}

function ExistingPost({ userId, id, edition }: { userId: string; id: string; edition: EditionCode }) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const query = memberContentApi.useGetMyArticleQuery(id);
  const [start, setStart] = useState<Start | null>(null);
  if (query.data && !start) {
    setStart(editorStart(userId, query.data));
    return null;
  }
  if (start) return <ArticleEditor userId={userId} {...start} />;
  if (query.isError) {
    const { statusCode } = normalizeError(query.error);
    return (
      <div className="notice notice--error" role="alert">
        <p>{statusCode === 404 ? t('editor.notFound') : common('errors.fetch')}</p>
        {statusCode === 404 ? (
          <Link className="button" to={routePath(edition, 'social.write.posts')}>
            {t('editor.pages.posts.heading')}
          </Link>
        ) : (
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('editor.retry')}
          </button>
        )}
      </div>
    );
  }
  return <Loading text={t('editor.loadingPost')} />;
}

/**
 * `/yaz`, `/write`, `/napisat` (a new post) and `/yaz/{id}` (one of the member's posts): the
 * member's editor. Members only; a visitor is asked to sign in, and the page appears once they do.
 */
export function WritePage({ edition, routeId, params }: RoutePageProps) {
  const user = useSettingsMember();
  // Every visit of the new-post address starts a new post (the previous one already has its own
  // address, set in place when it was created, which the router does not see).
  const { key: visit } = useLocation();
  const id = routeId === 'social.write.edit' ? (params['id'] ?? null) : null;
  const page: WritePageKey = id ? 'edit' : 'new';
  return (
    <WriteLayout edition={edition} page={page}>
      {!user ? (
        <WriteGate />
      ) : id ? (
        <ExistingPost key={`${user._id}:${id}`} userId={user._id} id={id} edition={edition} />
      ) : (
        <NewPost key={`${user._id}:${visit}`} userId={user._id} edition={edition} />
      )}
    </WriteLayout>
  );
}
