import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { contentApi, useGetArticleQuery } from '@meydan/content/data-access';
import type { Article, Comment } from '@meydan/shared/contracts';
import { signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { memberFixture } from '@meydan/shared/testing';
import { OPEN_LOGIN_EVENT } from '@meydan/shared/ui';
import type { I18n } from '@meydan/shared/util/i18n';
import { COLLECTOR_EVENTS_URL, installTracker, PAGE_TRACKING_KEY } from '@meydan/shared/util/tracking';
import { announceConsent, parseConsent } from '@meydan/shared/util/cookies';
import { apiError, contentI18n, renderPage, scriptedStore, storyFixture } from '../testing/page-harness';
import { CommentsSection } from './comments-section';

const ARTICLE_ID = 'article-1';
const ARTICLE_KEY = '10001';

function commentFixture(n: number, overrides: Partial<Comment> = {}): Comment {
  return {
    _id: `c${n}`,
    text: `Yorum numarası ${n}`,
    article: { id: ARTICLE_ID, title: 'Haber', path: '/haber/haber-10001' },
    author: { _id: `a${n}`, username: `uye${n}`, name: `Üye ${n}`, avatar: null, isActive: true, deleted: false },
    parentId: null,
    replyTo: null,
    replyToAuthor: null,
    likes: 0,
    likedByMe: false,
    replies: 0,
    offensive: false,
    status: 'published',
    createdAt: new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString(),
    own: false,
    ...overrides,
  };
}

interface Backend {
  comments: Comment[];
  replies: Record<string, Comment[]>;
  /** Per call: answer something else (an error) instead of the fake server's answer. */
  fail?: (config: AxiosRequestConfig) => Error | null;
  pageSize: number;
}

const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A small stand-in for the comment routes, over `backend`. */
function respond(backend: Backend) {
  return (config: AxiosRequestConfig) => {
    const failure = backend.fail?.(config);
    if (failure) throw failure;
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const params = (config.params ?? {}) as Record<string, unknown>;
    const body = (typeof config.data === 'string' ? JSON.parse(config.data) : config.data) as Record<string, string> | undefined;
    if (method === 'GET' && url === '/comments') {
      const page = Number(params['page'] ?? 1);
      const items = backend.comments.slice((page - 1) * backend.pageSize, page * backend.pageSize);
      // Copies: the store freezes what it keeps, and the fake server goes on changing its own.
      return copy({ items, pagination: { page, limit: backend.pageSize, hasNextPage: page * backend.pageSize < backend.comments.length } });
    }
    const replies = /^\/comments\/([^/]+)\/replies$/.exec(url);
    if (replies && method === 'GET') return copy({ items: backend.replies[replies[1] as string] ?? [], pagination: { page: 1, limit: 10, hasNextPage: false } });
    if (method === 'POST' && url === '/comments') {
      const created = commentFixture(100 + backend.comments.length, { text: (body?.['comment'] ?? '').trim(), own: true, author: { _id: memberFixture._id, username: memberFixture.username, name: memberFixture.name, avatar: null, isActive: true, deleted: false } });
      backend.comments.unshift(created);
      return copy(created);
    }
    if (replies && method === 'POST') {
      const parentId = replies[1] as string;
      const created = commentFixture(200, { text: body?.['comment'] ?? '', parentId, replyTo: body?.['replyTo'] ?? parentId, own: true });
      (backend.replies[parentId] ??= []).push(created);
      return copy(created);
    }
    const like = /^\/comments\/([^/]+)\/like$/.exec(url);
    if (like) {
      const target = backend.comments.find((item) => item._id === like[1]) as Comment;
      target.likedByMe = method === 'POST';
      target.likes += method === 'POST' ? 1 : -1;
      return { likes: target.likes, likedByMe: target.likedByMe };
    }
    if (/^\/comments\/[^/]+\/report$/.test(url)) return { reported: true };
    const removal = /^\/comments\/([^/]+)$/.exec(url);
    if (removal && method === 'DELETE') {
      backend.comments = backend.comments.filter((item) => item._id !== removal[1]);
      return null;
    }
    throw new Error(`unexpected ${method} ${url}`);
  };
}

/** The section under an article whose count comes from the article cache, as on the article page. */
function ArticleComments() {
  const { data } = useGetArticleQuery(ARTICLE_KEY);
  return <CommentsSection articleId={ARTICLE_ID} articleKey={ARTICLE_KEY} edition="tr" count={data?.counts.comment ?? 0} />;
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await contentI18n('tr');
});

async function renderSection(backend: Partial<Backend> = {}, who: 'visitor' | 'member' | 'unverified' = 'member', commentCount = 3) {
  const state: Backend = { comments: [], replies: {}, pageSize: 20, ...backend };
  const { store, calls } = scriptedStore(respond(state));
  const article = { ...storyFixture(1, 'tr'), _id: ARTICLE_ID, counts: { view: 0, share: 0, comment: commentCount } } as unknown as Article;
  await store.dispatch(contentApi.util.upsertQueryData('getArticle', ARTICLE_KEY, article));
  if (who === 'visitor') store.dispatch(signedOut());
  else store.dispatch(userLoaded({ user: { ...memberFixture, emailVerified: who === 'member' } }));
  const view = renderPage(<ArticleComments />, store, i18n, '/haber/haber-10001');
  return { store, calls, state, view, user: userEvent.setup() };
}

const heading = () => screen.getByRole('heading', { level: 2, name: /^Yorumlar/ });

describe('comments section', () => {
  it('shows the count, the threads as plain text, and asks a visitor to sign in to write or like', async () => {
    const opened = jest.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    const { user } = await renderSection({ comments: [commentFixture(1, { text: '<b>kalın</b> & <script>x</script>', likes: 2 })] }, 'visitor');
    expect(heading()).toHaveTextContent('Yorumlar (3)');
    const comment = await screen.findByRole('article', { name: /Üye 1/ });
    expect(within(comment).getByText('<b>kalın</b> & <script>x</script>')).toBeInTheDocument();
    expect(comment.querySelector('b, script')).toBeNull();
    expect(within(comment).getByRole('link', { name: 'Üye 1' })).toHaveAttribute('href', '/profil/uye1');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    await user.click(within(comment).getByRole('button', { name: /Beğen/ }));
    expect(opened).toHaveBeenCalledTimes(2);
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
  });

  it('tells a member without a confirmed e-mail address how to confirm it instead of a composer', async () => {
    await renderSection({}, 'unverified');
    expect(await screen.findByText('Yorum yazabilmek için e-posta adresini doğrulaman gerekiyor.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Doğrulama e-postasını yeniden gönder' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('counts characters live, posts, announces it, clears the box and updates the count without a reload', async () => {
    const { user, calls } = await renderSection({ comments: [commentFixture(1)] });
    expect(await screen.findByText('Henüz yorum yok. İlk yorumu sen yaz!').catch(() => null)).toBeNull();
    const box = await screen.findByRole('textbox', { name: 'Yorumun' });
    const submit = screen.getByRole('button', { name: 'Yorumu gönder' });
    await user.type(box, 'abc');
    expect(screen.getByText('3 / 1000')).toBeInTheDocument();
    expect(screen.getByText('En az 5 karakter yazmalısın.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(box, 'de güzel');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent).toBe('Yorumun yayımlandı.'));
    expect(calls.find((call) => call.method === 'POST')?.data).toEqual({ articleId: ARTICLE_ID, comment: 'abcde güzel' });
    expect(box).toHaveValue('');
    await waitFor(() => expect(heading()).toHaveTextContent('Yorumlar (4)'));
    expect(await screen.findByText('abcde güzel')).toBeInTheDocument();
  });

  it('keeps what was typed when the API refuses, and says why', async () => {
    const { user } = await renderSection({ fail: (config) => (config.method === 'POST' ? apiError(429, 'Çok sık yorum yazıyorsun. Lütfen biraz bekleyip tekrar dene.') : null) });
    const box = await screen.findByRole('textbox', { name: 'Yorumun' });
    await user.type(box, 'Kaybolmaması gereken yorum');
    await user.click(screen.getByRole('button', { name: 'Yorumu gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Çok sık yorum yazıyorsun.');
    expect(box).toHaveValue('Kaybolmaması gereken yorum');
    await waitFor(() => expect(heading()).toHaveTextContent('Yorumlar (3)'));
  });

  it('refuses more than 1000 characters before sending, without cutting the text', async () => {
    const { user } = await renderSection();
    const box = await screen.findByRole('textbox', { name: 'Yorumun' });
    await user.click(box);
    await user.paste('x'.repeat(1003));
    expect(box).toHaveValue('x'.repeat(1003));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Yorum en fazla 1000 karakter olabilir; 3 karakter fazla.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yorumu gönder' })).toBeDisabled();
  });

  it('sorts on request and loads more pages', async () => {
    const { user, calls } = await renderSection({ comments: Array.from({ length: 3 }, (_, i) => commentFixture(i + 1)), pageSize: 2 });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Daha fazla yorum' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Daha fazla yorum' })).toBeNull();
    const newest = screen.getByRole('button', { name: 'En yeniler' });
    expect(newest).toHaveAttribute('aria-pressed', 'false');
    await user.click(newest);
    expect(newest).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls.some((call) => call.url === '/comments' && (call.params as Record<string, unknown>)['sort'] === 'date')).toBe(true));
    expect(calls.filter((call) => call.url === '/comments').map((call) => (call.params as Record<string, unknown>)['checkBlockStatus'])).toContain(true);
  });

  it('likes at once and takes it back when the API refuses', async () => {
    let refuse = false;
    const { user } = await renderSection({ comments: [commentFixture(1, { likes: 4 })], fail: (config) => (refuse && config.url?.endsWith('/like') ? apiError(500) : null) });
    const like = await screen.findByRole('button', { name: /Beğen/ });
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveTextContent('5 beğeni');
    refuse = true;
    await user.click(like);
    expect(await screen.findByRole('alert')).toHaveTextContent('İşlem başarısız oldu');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('5 beğeni');
  });

  it('with analytics consent, reports a like and a posted comment to the reading tracker', async () => {
    const sent: Array<{ event: { type: string; itemId: string; itemType: string; metadata?: object }; base?: object }> = [];
    Object.defineProperty(globalThis, 'fetch', {
      configurable: true,
      writable: true,
      value: jest.fn((url: string, init: RequestInit) => {
        if (url === COLLECTOR_EVENTS_URL) sent.push(JSON.parse(init.body as string));
        return Promise.resolve({ ok: true, status: 202 });
      }),
    });
    document.cookie = 'm-consent=1.a.rec-1; Path=/';
    installTracker({ checkStatus: false });
    try {
      const { user } = await renderSection({ comments: [commentFixture(1, { likes: 4 })] });
      await user.click(await screen.findByRole('button', { name: /Beğen/ }));
      await user.type(await screen.findByRole('textbox', { name: 'Yorumun' }), 'Çok güzel bir haber');
      await user.click(screen.getByRole('button', { name: 'Yorumu gönder' }));
      await waitFor(() => expect(sent).toHaveLength(2));
      const onArticle = { baseItemId: ARTICLE_ID, baseItemType: 'article' };
      expect(sent[0]).toMatchObject({ event: { type: 'item_like', itemId: 'c1', itemType: 'comment', metadata: { action: 'add' } }, base: onArticle });
      expect(sent[1]).toMatchObject({ event: { type: 'item_write', itemType: 'comment' }, base: onArticle });
    } finally {
      announceConsent(parseConsent('1.-.rec-1') as NonNullable<ReturnType<typeof parseConsent>>);
      document.cookie = 'm-consent=; Max-Age=0; Path=/';
      Reflect.deleteProperty(window, PAGE_TRACKING_KEY);
      Reflect.deleteProperty(globalThis, 'fetch');
    }
  });

  it('opens replies, answers a reply in the same thread with focus in the box, and hands focus back on cancel', async () => {
    const parent = commentFixture(1, { replies: 1 });
    const child = commentFixture(2, { parentId: 'c1', replyTo: 'c1', replyToAuthor: { username: 'uye1', name: 'Üye 1' } });
    const { user, calls } = await renderSection({ comments: [parent], replies: { c1: [child] } });
    const toggle = await screen.findByRole('button', { name: '1 yanıtı göster' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const replies = await screen.findByRole('list', { name: 'Üye 1 adlı üyenin yorumuna gelen yanıtlar' });
    const reply = await within(replies).findByRole('article', { name: /Üye 2/ });
    expect(within(reply).getByText('Üye 1 adlı üyeye yanıt')).toBeInTheDocument();
    const answer = within(reply).getByRole('button', { name: 'Yanıtla' });
    await user.click(answer);
    const box = screen.getByRole('textbox', { name: 'Üye 2 adlı üyeye yanıtın' });
    expect(box).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(answer).toHaveFocus();
    await user.click(answer);
    await user.type(screen.getByRole('textbox', { name: 'Üye 2 adlı üyeye yanıtın' }), 'Katılıyorum sana');
    await user.click(screen.getByRole('button', { name: 'Yanıtı gönder' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.data).toEqual({ comment: 'Katılıyorum sana', replyTo: 'c2' }));
    expect(calls.find((call) => call.method === 'POST')?.url).toBe('/comments/c1/replies');
    expect(await within(replies).findByText('Katılıyorum sana')).toBeInTheDocument();
    await waitFor(() => expect(heading()).toHaveTextContent('Yorumlar (4)'));
  });

  it('marks the own comment under review and a blocked member’s comment, without like or reply', async () => {
    await renderSection({
      comments: [commentFixture(1, { own: true, status: 'review', offensive: true }), commentFixture(2, { blocked: true })],
    });
    const mine = await screen.findByRole('article', { name: /Üye 1/ });
    expect(within(mine).getByText('Bu yorum inceleniyor: editörler onaylayana kadar yalnızca sen görebilirsin.')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: /Beğen/ })).toBeDisabled();
    const blocked = screen.getByRole('article', { name: /Üye 2/ });
    expect(within(blocked).getByText(/aranızda engelleme olduğu için/)).toBeInTheDocument();
    expect(within(blocked).getByRole('button', { name: /Beğen/ })).toBeDisabled();
    expect(within(blocked).queryByRole('button', { name: 'Yanıtla' })).toBeNull();
  });

  it('reports after a confirmation, and deletes an own comment with focus back on the heading', async () => {
    const { user, calls } = await renderSection({ comments: [commentFixture(1), commentFixture(2, { own: true })] });
    const other = await screen.findByRole('article', { name: /Üye 1/ });
    await user.click(within(other).getByRole('button', { name: 'Şikâyet et' }));
    const dialog = screen.getByRole('dialog', { name: 'Yorumu şikâyet et' });
    await user.click(within(dialog).getByRole('button', { name: 'Şikâyet et' }));
    expect(await within(other).findByText('Şikâyetin alındı, teşekkürler.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/comments/c1/report' && call.method === 'POST')).toBe(true);

    const mine = screen.getByRole('article', { name: /Üye 2/ });
    expect(within(mine).queryByRole('button', { name: 'Şikâyet et' })).toBeNull();
    await user.click(within(mine).getByRole('button', { name: 'Sil' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Yorumu sil' })).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.queryByText('Yorum numarası 2')).toBeNull());
    // The count comes with the list's refetch, which may land a moment after the comment leaves.
    await waitFor(() => expect(heading()).toHaveTextContent('Yorumlar (2)'));
    await waitFor(() => expect(heading()).toHaveFocus());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(screen.getByText('Yorumun silindi.')).toBeInTheDocument();
  });
});
