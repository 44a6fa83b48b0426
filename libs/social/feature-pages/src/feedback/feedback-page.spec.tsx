import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { I18n } from '@meydan/shared/util/i18n';
import type { RouteContext } from '@meydan/shared/util/remote-kit';
import { type FakeApiCall, memberFixture, props, renderKit, routes, SOCIAL, socialI18n } from '../testing/write-test-kit';
import { FEEDBACK_DRAFT_KEY, FeedbackPage, feedbackLoader } from './feedback-page';

let en: I18n;
let tr: I18n;
beforeAll(async () => {
  en = await socialI18n('en');
  tr = await socialI18n('tr');
});
beforeEach(() => localStorage.clear());

const RECEIPT = { status: 201, data: { id: 'f1', createdAt: '2026-11-20T09:00:00.000Z' } };
const page = <FeedbackPage {...props('social.feedback')} />;
const posts = (calls: FakeApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('the feedback page', () => {
  it('has a noindex head in every edition and calls no API on the server', async () => {
    for (const edition of ['tr', 'en', 'ru'] as const) {
      const dispatch = jest.fn();
      const ctx = { edition, routeId: 'social.feedback', pathname: '/feedback', search: '', params: {}, origin: 'https://meydan.test', dispatch, getState: () => ({}), i18n: en, isServer: true } as RouteContext;
      expect((await feedbackLoader(ctx)).head).toEqual({ title: `${SOCIAL[edition].feedback.title} | Meydan`, description: SOCIAL[edition].feedback.description, noindex: true });
      expect(dispatch).not.toHaveBeenCalled();
    }
    const { tree, calls } = renderKit(en, routes({}), page, 'unknown', '/feedback?from=%2Fcontent%2Fa');
    expect(renderToString(tree)).toContain('Send us feedback');
    expect(calls).toEqual([]);
  });

  it('checks every field before sending, then sends the page the reader came from and the browser’s ids', async () => {
    localStorage.setItem('meydan:tracker-id', 'a_77');
    const { tree, calls, user } = renderKit(en, routes({ 'POST /feedback': RECEIPT }), page, 'anonymous', '/feedback?from=%2Fcontent%2Fsome-story-10001%3Fpage%3D2');
    render(tree);
    const attach = screen.getByRole('checkbox', { name: /Send the address of the page I was on/ });
    expect(attach).toBeChecked();
    expect(screen.getByText('/content/some-story-10001?page=2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Choose what your feedback is about.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('E-mail address is required.')).toBeInTheDocument();
    expect(screen.getByText('Your message must be 5 to 3000 characters long.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    // The first field to correct has the focus.
    expect(screen.getByLabelText('What is it about?')).toHaveFocus();
    expect(posts(calls)).toEqual([]);

    await user.selectOptions(screen.getByLabelText('What is it about?'), 'bug');
    await user.type(screen.getByLabelText('Your name'), 'Ayşe');
    await user.type(screen.getByLabelText('Your e-mail address'), 'ayse@example');
    await user.type(screen.getByLabelText('Your message'), 'kısa');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Your message must be 5 to 3000 characters long.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await user.type(screen.getByLabelText('Your e-mail address'), '.com');
    await user.type(screen.getByLabelText('Your message'), ' ama net: galeri açılmıyor');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, we have received your feedback.');
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        url: '/feedback',
        data: {
          name: 'Ayşe',
          email: 'ayse@example.com',
          message: 'kısa ama net: galeri açılmıyor',
          type: 'bug',
          url: '/content/some-story-10001?page=2',
          thirdPartyIdentifiers: { trackerId: 'a_77' },
        },
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Back to the page' })).toHaveAttribute('href', '/content/some-story-10001?page=2');
    expect(localStorage.getItem(FEEDBACK_DRAFT_KEY)).toBeNull();
    // Another one starts empty but for who is writing.
    await user.click(screen.getByRole('button', { name: 'Send more feedback' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(screen.getByLabelText('Your name')).toHaveValue('Ayşe');
  });

  it('fills in a member’s name and address, and says the username goes along', async () => {
    const member = { ...memberFixture, username: 'ayse', name: 'Ayşe Yılmaz', email: 'ayse@example.com' };
    const { tree, calls, user } = renderKit(en, routes({ 'POST /feedback': RECEIPT }), page, member, '/feedback');
    render(tree);
    expect(screen.getByLabelText('Your name')).toHaveValue('Ayşe Yılmaz');
    expect(screen.getByLabelText('Your e-mail address')).toHaveValue('ayse@example.com');
    expect(screen.getByText('Sent as @ayse')).toBeInTheDocument();
    // No page came along: none is offered or sent.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'suggestion');
    await user.type(screen.getByLabelText('Your message'), 'Karanlık tema olsa güzel olur.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByRole('status');
    expect(posts(calls)[0]?.data).toEqual({ name: 'Ayşe Yılmaz', email: 'ayse@example.com', message: 'Karanlık tema olsa güzel olur.', type: 'suggestion', thirdPartyIdentifiers: {} });
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('leaves out a page address that is not ours, and the page when the reader unticks it', async () => {
    const { tree, calls } = renderKit(en, routes({ 'POST /feedback': RECEIPT }), page, 'anonymous', '/feedback?from=%2F%2Fevil.example%2Fx');
    const { unmount } = render(tree);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    unmount();
    const second = renderKit(en, routes({ 'POST /feedback': RECEIPT }), page, 'anonymous', '/feedback?from=%2Fcontent%2Fa');
    render(second.tree);
    await second.user.click(screen.getByRole('checkbox'));
    await second.user.selectOptions(screen.getByLabelText('What is it about?'), 'other');
    await second.user.type(screen.getByLabelText('Your name'), 'Ali');
    await second.user.type(screen.getByLabelText('Your e-mail address'), 'ali@example.com');
    await second.user.type(screen.getByLabelText('Your message'), 'Merhaba, teşekkürler.');
    await second.user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByRole('status');
    expect(posts(second.calls)[0]?.data).not.toHaveProperty('url');
    expect(calls).toEqual([]);
  });

  it('keeps every word when the API refuses or is away, also across a reload', async () => {
    let answer = { status: 503, data: { message: 'Meydan şu an çok yoğun!', statusCode: 503 } };
    const handler = routes({ 'POST /feedback': () => answer });
    const first = renderKit(tr, handler, <FeedbackPage {...props('social.feedback', {}, 'tr')} />, 'anonymous', '/geri-bildirim');
    const { unmount } = render(first.tree);
    await first.user.selectOptions(screen.getByLabelText('Ne hakkında?'), 'content');
    await first.user.type(screen.getByLabelText('Adın'), 'Ayşe');
    await first.user.type(screen.getByLabelText('E-posta adresin'), 'ayse@example.com');
    await first.user.type(screen.getByLabelText('Mesajın'), 'Haberde tarih yanlış yazılmış.');
    await first.user.click(screen.getByRole('button', { name: 'Geri bildirimi gönder' }));
    expect(await screen.findByText('Şu anda geri bildirim alamıyoruz. Yazdıkların burada duruyor: birkaç saniye sonra yeniden dene.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mesajın')).toHaveValue('Haberde tarih yanlış yazılmış.');

    answer = { status: 429, data: { message: 'Kısa sürede çok fazla geri bildirim gönderdin.', statusCode: 429 } };
    await first.user.click(screen.getByRole('button', { name: 'Geri bildirimi gönder' }));
    expect(await screen.findByText('Kısa sürede çok fazla geri bildirim gönderdin.')).toBeInTheDocument();
    unmount();

    // A reload: the draft comes back from this browser.
    answer = RECEIPT as never;
    const again = renderKit(tr, handler, <FeedbackPage {...props('social.feedback', {}, 'tr')} />, 'anonymous', '/geri-bildirim');
    render(again.tree);
    expect(await screen.findByDisplayValue('Haberde tarih yanlış yazılmış.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ne hakkında?')).toHaveValue('content');
    await again.user.click(screen.getByRole('button', { name: 'Geri bildirimi gönder' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Teşekkürler, geri bildirimini aldık.');
    expect(localStorage.getItem(FEEDBACK_DRAFT_KEY)).toBeNull();
  });
});
