import { render, screen, waitFor, within } from '@testing-library/react';
import type { FeedbackEntry, FeedbackInboxResponse } from '@meydan/shared/contracts';
import type { I18n } from '@meydan/shared/util/i18n';
import { type FakeApiCall, memberFixture, props, renderKit, routes, socialI18n } from '../testing/write-test-kit';
import { AdminFeedbackPage } from './admin-feedback-page';

let en: I18n;
let ru: I18n;
beforeAll(async () => {
  en = await socialI18n('en');
  ru = await socialI18n('ru');
});

const editor = { ...memberFixture, _id: 'u-editor', username: 'editor', role: 'editor' as const };

function entry(overrides: Partial<FeedbackEntry> = {}): FeedbackEntry {
  return {
    _id: '6b0f5a4e-0000-4000-8000-000000000001',
    kind: 'feedback',
    edition: 'tr',
    status: 'new',
    createdAt: '2026-11-20T09:00:00.000Z',
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    username: 'ayse',
    url: 'https://www.meydan.example/haber/x-10001',
    type: 'bug',
    message: 'Galeri telefonda açılmıyor.',
    experienceLevel: null,
    recommendationLevel: null,
    encounteredIssue: null,
    improvementSuggestion: null,
    thirdPartyIdentifiers: { trackerId: 'a_42' },
    handledBy: null,
    handledAt: null,
    ...overrides,
  };
}

function inbox(items: FeedbackEntry[], total = items.length): FeedbackInboxResponse {
  return { items, pagination: { page: 1, limit: 20, total, totalPages: Math.max(1, Math.ceil(total / 20)) }, unhandled: { feedback: 3, survey: 1 } };
}

const inboxCalls = (calls: FakeApiCall[]) => calls.filter((call) => call.url === '/admin/feedback').map((call) => call.params);

describe('/admin/feedback', () => {
  it('is for editors: a member gets a 403 and the API is not asked', () => {
    const { tree, calls } = renderKit(en, routes({}), <AdminFeedbackPage {...props('admin.feedback')} />, memberFixture, '/admin/feedback');
    render(tree);
    expect(screen.getByRole('alert')).toHaveTextContent('This page is only for editors and admins.');
    expect(calls).toEqual([]);
  });

  it('lists the feedback inbox with who, where and what, and marks an entry handled and new again', async () => {
    let current = entry();
    const { tree, calls, user } = renderKit(
      en,
      routes({
        'GET /admin/feedback': () => ({ status: 200, data: inbox([current]) }),
        [`PUT /admin/feedback/feedback/${current._id}/status`]: (call) => {
          const status = (call.data as { status: 'new' | 'handled' }).status;
          current = entry(status === 'handled' ? { status, handledBy: { _id: editor._id, username: 'editor' }, handledAt: '2026-11-20T10:00:00.000Z' } : {});
          return { status: 200, data: current };
        },
      }),
      <AdminFeedbackPage {...props('admin.feedback')} />,
      editor,
      '/admin/feedback',
    );
    render(tree);
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback and surveys' })).toBeInTheDocument();
    const item = (await screen.findByText('Galeri telefonda açılmıyor.')).closest('li') as HTMLElement;
    expect(within(item).getByText('Something does not work')).toBeInTheDocument();
    expect(within(item).getByText('TR')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'ayse@example.com' })).toHaveAttribute('href', 'mailto:ayse@example.com');
    expect(within(item).getByRole('link', { name: 'https://www.meydan.example/haber/x-10001' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(item).getByText('@ayse', { exact: false })).toBeInTheDocument();
    expect(within(item).getByText('a_42')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Inboxes' });
    expect(within(tabs).getByRole('link', { name: /Feedback/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: /Satisfaction survey/ })).toHaveTextContent('1 new');

    // The same button changes its word, and keeps the keyboard's focus.
    const button = within(item).getByRole('button', { name: 'Mark handled' });
    await user.click(button);
    expect(await screen.findByText(/Handled by @editor/)).toBeInTheDocument();
    expect(button).toHaveAccessibleName('Mark as new');
    expect(button).toHaveFocus();
    await user.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Mark handled'));
    expect(screen.queryByText(/Handled by @editor/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.data)).toEqual([{ status: 'handled' }, { status: 'new' }]);
    expect(inboxCalls(calls)[0]).toEqual({ kind: 'feedback', page: 1 });
  });

  it('filters by the address and shows survey answers with the NPS group, in the edition’s language', async () => {
    const survey = entry({ kind: 'survey', type: null, message: null, name: null, email: null, username: null, experienceLevel: 4, recommendationLevel: 10, encounteredIssue: true, improvementSuggestion: 'Меньше рекламы', thirdPartyIdentifiers: {} });
    const { tree, calls } = renderKit(ru, routes({ 'GET /admin/feedback': { status: 200, data: inbox([survey]) } }), <AdminFeedbackPage {...props('admin.feedback', {}, 'ru')} />, editor, '/admin/feedback?kind=survey&status=new&edition=ru&type=bug&page=2');
    render(tree);
    const item = (await screen.findByText('Меньше рекламы')).closest('li') as HTMLElement;
    expect(within(item).getByText('4 / 5')).toBeInTheDocument();
    expect(within(item).getByText(/10 \/ 10 \(сторонник\)/)).toBeInTheDocument();
    expect(within(item).getByText('Имя не указано')).toBeInTheDocument();
    // Types belong to feedback: the survey inbox neither asks for nor offers them.
    expect(inboxCalls(calls)[0]).toEqual({ kind: 'survey', page: 2, status: 'new', edition: 'ru' });
    expect(screen.queryByLabelText('Тип')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Статус')).toHaveValue('new');
    expect(screen.getByLabelText('Версия')).toHaveValue('ru');
    // The other inbox keeps the filters (and its type), from its first page.
    const tabs = screen.getByRole('navigation', { name: 'Разделы' });
    expect(within(tabs).getByRole('link', { name: /^Отзывы/ })).toHaveAttribute('href', '/admin/feedback?status=new&edition=ru&type=bug');
    expect(within(tabs).getByRole('link', { name: /Опрос/ })).toHaveAttribute('aria-current', 'page');
  });

  it('says when the inbox is empty, and offers a retry when it cannot be loaded', async () => {
    let fail = true;
    const { tree, user } = renderKit(
      en,
      routes({ 'GET /admin/feedback': () => (fail ? { status: 503, data: { message: 'busy', statusCode: 503 } } : { status: 200, data: inbox([]) }) }),
      <AdminFeedbackPage {...props('admin.feedback')} />,
      editor,
      '/admin/feedback',
    );
    render(tree);
    expect(await screen.findByText('Oups! A mistake has occurred.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });
});
