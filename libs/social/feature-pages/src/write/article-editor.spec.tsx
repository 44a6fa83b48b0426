import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { MemberArticle, MemberArticleBody } from '@meydan/shared/contracts';
import type { I18n } from '@meydan/shared/util/i18n';
import type { RouteContext } from '@meydan/shared/util/remote-kit';
import { OPEN_LOGIN_EVENT } from '@meydan/shared/ui';
import { type FakeApiCall, IMAGE_ID, memberArticle, memberFixture, props, renderKit, routes, SOCIAL, socialI18n } from '../testing/write-test-kit';
import { ArticleEditor } from './article-editor';
import { readLocalDraft, writeLocalDraft } from './draft-storage';
import { emptyContent, fromContent } from './editor-model';
import { MyPostsPage } from './my-posts-page';
import { sanitizer } from '../lazy/sanitizer-loader';
import { linkTarget, normalizeEditorHtml } from './rich-text';
import { WritePage } from './write-page';
import { writeLoader } from './write-shared';

let i18n: I18n;
beforeAll(async () => {
  i18n = await socialI18n('en');
});
beforeEach(() => localStorage.clear());

const saved = (call: FakeApiCall) => call.data as MemberArticleBody;
const DELAY = 20;

function editor(article: MemberArticle | null, extra: Partial<Parameters<typeof ArticleEditor>[0]> = {}) {
  return (
    <ArticleEditor
      userId={memberFixture._id}
      article={article}
      content={article ? fromContent(article) : emptyContent()}
      restored={false}
      remote={null}
      delayMs={DELAY}
      {...extra}
    />
  );
}

/** A reply the test releases when it wants (to look at the page while a save is on its way). */
function deferred<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('write pages', () => {
  it.each(['new', 'edit', 'posts'] as const)('%s: noindex head in every edition, no API call', async (page) => {
    for (const edition of ['tr', 'en', 'ru'] as const) {
      const dispatch = jest.fn();
      const ctx = { edition, routeId: 'social.write', pathname: '/write', search: '', params: {}, origin: 'https://meydan.test', dispatch, getState: () => ({}), i18n, isServer: true } as RouteContext;
      expect((await writeLoader(page)(ctx)).head).toEqual({ title: `${SOCIAL[edition].editor.pages[page].title} | Meydan`, description: SOCIAL[edition].editor.pages[page].description, noindex: true });
      expect(dispatch).not.toHaveBeenCalled();
    }
  });

  it('renders a loading line on the server, then asks a visitor to sign in without calling the API', async () => {
    const unknown = renderKit(i18n, routes({}), <WritePage {...props('social.write')} />, 'unknown');
    expect(renderToString(unknown.tree)).toContain('Loading your account…');
    const { tree, calls, user } = renderKit(i18n, routes({}), <WritePage {...props('social.write')} />, 'anonymous');
    render(tree);
    expect(screen.getByText('Sign in to write and manage your posts.')).toBeInTheDocument();
    const opened = jest.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });
});

describe('autosave', () => {
  it('creates the post after a pause in typing and keeps a local copy until the server confirms it', async () => {
    const reply = deferred<{ status: number; data: unknown }>();
    const onCreated = jest.fn();
    const { tree, calls } = renderKit(i18n, routes({ 'POST /articles/me': () => reply.promise }), editor(null, { onCreated }));
    render(tree);
    expect(screen.getByText('Your post is saved as a draft automatically as you write. Only you can see it.')).toBeInTheDocument();
    // One change (a paste): under load, typing letter by letter may pause longer than the debounce.
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Ferry' } });
    expect(readLocalDraft('u1', null)?.content.title).toBe('Ferry');
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(saved(calls.find((call) => call.method === 'POST') as FakeApiCall)).toMatchObject({ title: 'Ferry', entries: [{ type: 'text', html: '' }] });
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    // The server has not answered: the typing is only in this browser, and stays there.
    expect(readLocalDraft('u1', null)?.content.title).toBe('Ferry');
    await act(async () => reply.release({ status: 201, data: memberArticle({ title: 'Ferry', entries: [{ type: 'text', html: '' }], summary: '', categoryId: null }) }));
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(readLocalDraft('u1', null)).toBeNull();
    expect(readLocalDraft('u1', 'a1')).toBeNull();
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ _id: 'a1' }));
  });

  it('never loses text when a save fails: the local copy stays, the member is told, and the retry saves it', async () => {
    let fail = true;
    const { tree, calls, user } = renderKit(
      i18n,
      routes({
        'PUT /articles/me/a1': (call) =>
          fail ? { status: 503, data: { statusCode: 503, message: 'Busy' } } : { status: 200, data: memberArticle({ ...saved(call), revision: 2 }) },
      }),
      editor(memberArticle()),
    );
    render(tree);
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'A better title');
    expect(await screen.findByText(/Not saved\./)).toBeInTheDocument();
    expect(screen.getByText('What you wrote is kept in this browser; we will try again shortly.')).toBeInTheDocument();
    expect(readLocalDraft('u1', 'a1')).toMatchObject({ content: { title: 'A better title' }, revision: 1 });
    expect(title).toHaveValue('A better title');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save now' }));
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT').map(saved);
    expect(puts.every((body) => body.revision === 1)).toBe(true);
    expect(puts[puts.length - 1]?.title).toBe('A better title');
    expect(readLocalDraft('u1', 'a1')).toBeNull();
  });

  it('does not send a title over the limit, says why at the field, and keeps it locally', async () => {
    const { tree, calls } = renderKit(i18n, routes({}), editor(memberArticle()));
    render(tree);
    // maxLength stops typing; a paste or a restored copy can still be too long.
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x'.repeat(121) } });
    expect(await screen.findByText('The title can be at most 120 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Not saved: please fix the marked fields.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(readLocalDraft('u1', 'a1')?.content.title).toHaveLength(121);
  });

  it('restores the browser’s unsaved copy when the post opens, and saves it', async () => {
    writeLocalDraft('u1', 'a1', { ...fromContentPlain(memberArticle()), title: 'Typed before the tab closed' }, 1);
    const { tree, calls } = renderKit(
      i18n,
      routes({ 'GET /articles/me/a1': { status: 200, data: memberArticle() }, 'PUT /articles/me/a1': (call) => ({ status: 200, data: memberArticle({ ...saved(call), revision: 2 }) }) }),
      <WritePage {...props('social.write.edit', { id: 'a1' })} />,
    );
    render(tree);
    expect(await screen.findByDisplayValue('Typed before the tab closed')).toBeInTheDocument();
    expect(screen.getByText(/This browser kept changes that were not saved yet/)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1), { timeout: 4000 });
    expect(saved(calls.find((call) => call.method === 'PUT') as FakeApiCall)).toMatchObject({ title: 'Typed before the tab closed', revision: 1 });
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
  });

  it('lets the member choose when another window saved a newer version', async () => {
    writeLocalDraft('u1', 'a1', { ...fromContentPlain(memberArticle()), title: 'Mine' }, 1);
    const newer = memberArticle({ revision: 3, title: 'From the other window' });
    const { tree, calls, user } = renderKit(
      i18n,
      routes({ 'GET /articles/me/a1': { status: 200, data: newer }, 'PUT /articles/me/a1': (call) => ({ status: 200, data: memberArticle({ ...saved(call), revision: 4 }) }) }),
      <WritePage {...props('social.write.edit', { id: 'a1' })} />,
    );
    render(tree);
    expect(await screen.findByText(/This post was saved in a newer version in another window/)).toBeInTheDocument();
    expect(screen.getByDisplayValue('Mine')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Keep the version on this screen' }));
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(saved(calls.find((call) => call.method === 'PUT') as FakeApiCall)).toMatchObject({ title: 'Mine', revision: 3 });
  });

  it('finds out why a save is refused with 409 and offers the saved version', async () => {
    const newer = memberArticle({ revision: 2, title: 'Saved elsewhere' });
    const { tree, user } = renderKit(
      i18n,
      routes({
        'PUT /articles/me/a1': { status: 409, data: { statusCode: 409, message: 'This post was changed in another window while you were editing.' } },
        'GET /articles/me/a1': { status: 200, data: newer },
      }),
      editor(memberArticle()),
    );
    render(tree);
    await user.type(screen.getByLabelText('Summary'), '!');
    expect(await screen.findByRole('button', { name: 'Open the saved version' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the saved version' }));
    expect(screen.getByDisplayValue('Saved elsewhere')).toBeInTheDocument();
    expect(readLocalDraft('u1', 'a1')).toBeNull();
  });
});

function fromContentPlain(article: MemberArticle) {
  return { title: article.title, summary: article.summary, categoryId: article.categoryId, coverImageId: article.coverImageId, entries: article.entries };
}

describe('blocks', () => {
  it('adds every kind of block, moves them with keyboard-reachable buttons, removes one with undo, and saves the order', async () => {
    const { tree, calls, user } = renderKit(i18n, routes({ 'PUT /articles/me/a1': (call) => ({ status: 200, data: memberArticle({ ...saved(call), revision: 2 }) }) }), editor(memberArticle()));
    render(tree);
    for (const name of ['Image', 'Video link', 'List item', 'Quiz question']) await user.click(screen.getByRole('button', { name }));
    const types = () => screen.getAllByText(/^\d+\. (Text|Image|Video|List item|Quiz question)$/).map((node) => node.textContent);
    expect(types()).toEqual(['1. Text', '2. Image', '3. Video', '4. List item', '5. Quiz question']);
    // The new block's first field has focus.
    expect(screen.getByLabelText('Question')).toHaveFocus();

    const down = screen.getByRole('button', { name: 'Move block 2 down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(types()).toEqual(['1. Text', '2. Video', '3. Image', '4. List item', '5. Quiz question']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move block 3 down' }));
    expect(screen.getByText('Block moved to position 3 of 5.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move block 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move block 5 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove block 4' }));
    expect(types()).toEqual(['1. Text', '2. Video', '3. Image', '4. Quiz question']);
    expect(screen.getByText('A List item block was removed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(types()).toEqual(['1. Text', '2. Video', '3. Image', '4. List item', '5. Quiz question']);

    const lastTypes = () => {
      const put = calls.filter((call) => call.method === 'PUT').pop();
      return put ? saved(put).entries.map((entry) => entry.type) : [];
    };
    await waitFor(() => expect(lastTypes()).toEqual(['text', 'video', 'image', 'item', 'quiz']));
  });

  it('checks video links as YouTube or Vimeo once the field is left', async () => {
    const { tree, user } = renderKit(i18n, routes({ 'PUT /articles/me/a1': (call) => ({ status: 200, data: memberArticle({ ...saved(call), revision: 2 }) }) }), editor(memberArticle()));
    render(tree);
    await user.click(screen.getByRole('button', { name: 'Video link' }));
    const url = screen.getByLabelText('YouTube or Vimeo link');
    await user.type(url, 'https://example.com/watch');
    expect(screen.queryByText('Please enter a valid YouTube or Vimeo video link.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Please enter a valid YouTube or Vimeo video link.')).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'youtu.be/dQw4w9WgXcQ');
    expect(screen.getByText('YouTube video recognized.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid YouTube or Vimeo video link.')).not.toBeInTheDocument();
  });

  it('keeps quiz questions to 2–6 answers with exactly one marked right', async () => {
    const { tree, calls, user } = renderKit(i18n, routes({ 'PUT /articles/me/a1': (call) => ({ status: 200, data: memberArticle({ ...saved(call), revision: 2 }) }) }), editor(memberArticle()));
    render(tree);
    await user.click(screen.getByRole('button', { name: 'Quiz question' }));
    const block = screen.getByRole('group', { name: 'Answers (2–6)' });
    expect(within(block).getByRole('button', { name: 'Remove answer 1' })).toBeDisabled();
    const add = within(block).getByRole('button', { name: 'Add an answer' });
    for (let i = 0; i < 4; i += 1) await user.click(add);
    expect(add).toBeDisabled();
    expect(within(block).getAllByRole('radio')).toHaveLength(6);
    await user.click(within(block).getByRole('radio', { name: 'Answer 3 is correct' }));
    await user.click(within(block).getByRole('button', { name: 'Remove answer 3' }));
    const lastAnswers = () => {
      const put = calls.filter((call) => call.method === 'PUT').pop();
      return ((put ? saved(put).entries[1] : undefined) as { answers: Array<{ correct: boolean }> } | undefined)?.answers ?? [];
    };
    // The right answer went with its row: the first one is right now, never none.
    await waitFor(() => expect([lastAnswers().length, lastAnswers().filter((answer) => answer.correct).length, lastAnswers()[0]?.correct]).toEqual([5, 1, true]));
  });
});

describe('rich text', () => {
  it('keeps only p, a, strong, em, ul, ol, li: no scripts, handlers, javascript: links or styles', async () => {
    const { sanitizeHtml } = await sanitizer.load();
    expect(normalizeEditorHtml('<b>bold</b> and <i>it</i><div>line</div><script>alert(1)</script><img src=x onerror="alert(2)">', sanitizeHtml)).toBe(
      '<p><strong>bold</strong> and <em>it</em></p><p>line</p>',
    );
    const cleaned = normalizeEditorHtml('<p style="color:red" onclick="x()">a<br>b</p><a href="javascript:alert(1)">c</a><h1>d</h1><ul><li>e</li></ul>', sanitizeHtml);
    expect(cleaned).not.toMatch(/style|onclick|javascript|<h1|<br/);
    expect(cleaned).toContain('<p>a b</p>');
    expect(cleaned).toContain('<ul><li>e</li></ul>');
    expect(normalizeEditorHtml('<p> </p><p></p>', sanitizeHtml)).toBe('');
    expect(linkTarget('meydan.com/x')).toBe('https://meydan.com/x');
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget('mailto:a@b.c')).toBeNull();
  });

  it('saves what was typed and pasted into a text block sanitized', async () => {
    const { tree, calls } = renderKit(i18n, routes({ 'PUT /articles/me/a1': (call) => ({ status: 200, data: memberArticle({ ...saved(call), revision: 2 }) }) }), editor(memberArticle()));
    render(tree);
    const area = screen.getByRole('textbox', { name: 'Text' });
    expect(area.innerHTML).toBe('<p>Gulls wake up early.</p>');
    area.innerHTML = '<p onmouseover="steal()">Gulls <b>wake</b> up early.<script>alert(1)</script></p>';
    fireEvent.input(area);
    fireEvent.paste(area, { clipboardData: { getData: (type: string) => (type === 'text/html' ? '<p style="x">Pasted <a href="javascript:alert(1)">link</a></p>' : 'Pasted link') } });
    const lastHtml = () => {
      const put = calls.filter((call) => call.method === 'PUT').pop();
      return put ? (saved(put).entries[0] as { html: string }).html : '';
    };
    await waitFor(() => expect(lastHtml()).toContain('Pasted'));
    const html = lastHtml();
    expect(html).toContain('<strong>wake</strong>');
    expect(html).toContain('Pasted');
    expect(html).not.toMatch(/onmouseover|script|javascript|style/);
  });

  it('adds a link only to an http(s) address', async () => {
    const { tree, user } = renderKit(i18n, routes({ 'PUT /articles/me/a1': (call) => ({ status: 200, data: memberArticle({ ...saved(call), revision: 2 }) }) }), editor(memberArticle()));
    render(tree);
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    const address = screen.getByLabelText('Link address');
    expect(address).toHaveFocus();
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid address starting with http or https.');
    await user.clear(address);
    await user.type(address, 'meydan.com{Enter}');
    expect(screen.getByRole('textbox', { name: 'Text' }).innerHTML).toContain('href="https://meydan.com/"');
  });
});

describe('submission', () => {
  it('names what is missing before calling the API and takes the member to the field', async () => {
    const { tree, calls, user } = renderKit(i18n, routes({}), editor(memberArticle({ title: '', categoryId: null })));
    render(tree);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    const summary = await screen.findByText('Before you submit, please complete the following:');
    const list = within(summary.parentElement as HTMLElement);
    expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual(['Please write a title.', 'Please choose a category.', 'Please add a cover image.']);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    await user.click(list.getByRole('link', { name: 'Please write a title.' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
  });

  it('saves the last changes, submits, and shows the post in review', async () => {
    const complete = memberArticle({ coverImageId: IMAGE_ID, coverImage: imageStub(IMAGE_ID) });
    const { tree, calls, user } = renderKit(
      i18n,
      routes({
        'PUT /articles/me/a1': (call) => ({ status: 200, data: { ...complete, ...saved(call), revision: 2 } }),
        'POST /articles/me/a1/submit': { status: 200, data: { ...complete, status: 'pending', revision: 2, submittedAt: '2026-05-02T08:00:00.000Z' } },
      }),
      editor(complete, { delayMs: 10_000 }),
    );
    render(tree);
    await user.type(screen.getByLabelText('Summary'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Your post is waiting for the editors. Editing it withdraws it from review.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual(['PUT /articles/me/a1', 'POST /articles/me/a1/submit']);
    // In review the form is read-only until the member chooses to edit (which withdraws it).
    expect(screen.getByLabelText('Title')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Edit (withdraws it from review)' }));
    expect(screen.getByLabelText('Title')).toBeEnabled();
  });

  it('shows the server’s refusal and keeps everything on screen', async () => {
    const complete = memberArticle({ coverImageId: IMAGE_ID, coverImage: imageStub(IMAGE_ID) });
    const { tree, user } = renderKit(
      i18n,
      routes({ 'POST /articles/me/a1/submit': { status: 400, data: { statusCode: 400, message: 'This image cannot be used. Please upload it again.' } } }),
      editor(complete),
    );
    render(tree);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('This image cannot be used. Please upload it again.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('A morning in Kadıköy')).toBeInTheDocument();
  });

  it('shows where the post stands: rejected with the reason, an edit of a published post, published', () => {
    const live = { route: '/content/a-morning-in-kadikoy-10234', published: '2026-05-01T09:00:00.000Z', isHidden: false };
    const rejected = renderKit(i18n, routes({}), editor(memberArticle({ status: 'rejected', rejectionReason: 'Please name your sources.', live })));
    const { unmount } = render(rejected.tree);
    expect(screen.getByText('Please name your sources.')).toBeInTheDocument();
    expect(screen.getByText('The published version stays up unchanged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the published post' })).toHaveAttribute('href', live.route);
    unmount();
    render(renderKit(i18n, routes({}), editor(memberArticle({ status: 'draft', live }))).tree);
    expect(screen.getByText(/You are editing a published post\. Readers see the published version/)).toBeInTheDocument();
  });

  it('previews the post as readers will see it', async () => {
    const article = memberArticle({
      entries: [
        { type: 'text', html: '<p>Gulls wake up <strong onclick="steal()">early</strong>.</p>' },
        { type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: 'Morning' },
        { type: 'quiz', question: 'When does the ferry leave?', answers: [{ text: '7:00', correct: true }, { text: '9:00', correct: false }] },
      ],
    });
    const { tree, user } = renderKit(i18n, routes({}), editor(article));
    render(tree);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = within(screen.getByRole('region', { name: 'Preview of the post' }));
    expect(preview.getByRole('heading', { name: 'A morning in Kadıköy' })).toBeInTheDocument();
    expect(preview.getByText('Economy', { exact: false })).toBeInTheDocument();
    expect(preview.getByRole('link', { name: 'Watch the video on YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(preview.getByText('(correct answer)', { exact: false })).toBeInTheDocument();
    // The text shows formatted once the sanitizer (fetched with the first preview) is there, and cleaned.
    const early = await preview.findByText('early', { selector: 'strong' });
    expect(early).not.toHaveAttribute('onclick');
  });
});

function imageStub(id: string) {
  const resolution = { url: `/media/u/${id}/620.jpg`, width: 620, height: 349, format: 'jpg' };
  return { _id: id, resolutions: { standard: resolution, high: resolution, extraHigh: resolution, raw: resolution } };
}

describe('my posts', () => {
  const card = (overrides: Record<string, unknown>) => ({
    _id: 'a1',
    legacyId: 10234,
    title: 'A morning in Kadıköy',
    description: 'Notes.',
    route: null,
    image: null,
    category: null,
    published: null,
    updatedAt: '2026-05-01T08:00:00.000Z',
    status: 'draft',
    rejectionReason: null,
    isHidden: false,
    editable: true,
    ...overrides,
  });

  it('lists the member’s posts with their status, the editor’s reason and the edit link', async () => {
    const list = {
      items: [card({}), card({ _id: 'a2', title: 'Refused', status: 'rejected', rejectionReason: 'Too short.' }), card({ _id: 'a3', title: 'Live', status: 'published', route: '/content/live-10235', published: '2026-05-01T09:00:00.000Z' })],
      pagination: { page: 1, limit: 15, total: 3, totalPages: 1, hasNextPage: false },
    };
    const { tree, calls } = renderKit(i18n, routes({ 'GET /articles/me': { status: 200, data: list } }), <MyPostsPage {...props('social.write.posts')} />, memberFixture, '/write/my-posts');
    render(tree);
    expect(await screen.findByText('Too short.')).toBeInTheDocument();
    expect(screen.getAllByText('Draft').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Live' })).toHaveAttribute('href', '/content/live-10235');
    expect(screen.getByRole('link', { name: 'Edit: A morning in Kadıköy' })).toHaveAttribute('href', '/write/a1');
    expect(calls.find((call) => call.url === '/articles/me')?.params).toEqual({ page: 1 });
  });
});
