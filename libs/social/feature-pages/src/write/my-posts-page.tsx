import { useTranslation } from '@meydan/shared/util/translate';
import { MEMBER_ARTICLE_STATUSES, type MemberArticleStatus } from '@meydan/shared/contracts/constants';
import type { EditionCode, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useNavigate, useSearchParams } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { useSettingsMember } from '../settings/settings-layout';
import { memberContentApi } from '@meydan/social/data-access';
import { PostCard } from './post-list';
import { WriteGate, WriteLayout } from './write-page';
import { FetchFailed, Loading } from './fetch-states';
import { ListPagination } from '../profile/list-pagination';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function statusOf(value: string | null): MemberArticleStatus | undefined {
  return MEMBER_ARTICLE_STATUSES.includes(value as MemberArticleStatus) ? (value as MemberArticleStatus) : undefined;
}

function MyPosts({ userId, edition }: { userId: string; edition: EditionCode }) {
  const { t } = useTranslation('social');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const page = pageOf(search.get('page'));
  const status = statusOf(search.get('status'));
  const { data, isError, isFetching, refetch } = memberContentApi.useGetMyArticlesQuery({ page, status, viewerId: userId });
  const base = routePath(edition, 'social.write.posts');
  const hrefFor = (n: number) => `${base}?${new URLSearchParams({ ...(status ? { status } : {}), ...(n > 1 ? { page: String(n) } : {}) }).toString()}`.replace(/\?$/, '');

  return (
    <section className="my-posts" aria-busy={isFetching}>
      <div className="my-posts__filter">
        <label htmlFor="my-posts-status">{t('editor.list.filter')}</label>
        <select
          id="my-posts-status"
          value={status ?? ''}
          onChange={(event) => navigate(event.target.value ? `${base}?status=${event.target.value}` : base)}
        >
          <option value="">{t('editor.list.all')}</option>
          {MEMBER_ARTICLE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`editor.status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {isError ? (
        <FetchFailed onRetry={() => void refetch()} />
      ) : !data ? (
        <Loading text={t('editor.list.loading')} />
      ) : data.items.length === 0 ? (
        <div className="notice">
          <p>{status ? t('editor.list.emptyStatus') : t('editor.list.empty')}</p>
          <Link className="button button--primary" to={routePath(edition, 'social.write')}>
            {t('editor.pages.new.heading')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="post-list">
            {data.items.map((card) => (
              <PostCard key={card._id} card={card} edition={edition} owner />
            ))}
          </ul>
          <ListPagination pagination={data.pagination} page={data.pagination.page} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}

/** `/yaz/yazilarim`, `/write/my-posts`, `/napisat/moi-posty`: every post of the member, with its status. */
export function MyPostsPage({ edition }: RoutePageProps) {
  const user = useSettingsMember();
  return (
    <WriteLayout edition={edition} page="posts">
      {user ? <MyPosts key={user._id} userId={user._id} edition={edition} /> : <WriteGate />}
    </WriteLayout>
  );
}
