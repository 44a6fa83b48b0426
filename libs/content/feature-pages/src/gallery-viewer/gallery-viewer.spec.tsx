import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Article, ArticleEntry as Entry, Image } from '@meydan/shared/contracts';
import { quizArticleFixture, triviaQuizFixture } from '@meydan/shared/testing';
import type { I18n } from '@meydan/shared/util/i18n';
import { ArticleEntry, galleryPositions } from '../article-entries';
import { loadArticle } from '../loaders';
import { contentI18n, loaderContext, scriptedStore } from '../testing/page-harness';
import { useGalleryViewer, viewedEntries } from './gallery-viewer';
import { closeViewer } from './photo-viewer';
import { viewerPositionFrom, withViewerPosition } from './viewer-address';

function image(n: number): Image {
  const size = (name: string, width: number) => ({ url: `/media/p${n}-${name}.jpg`, webpUrl: `/media/p${n}-${name}.webp`, width, height: Math.round((width * 9) / 16), format: 'jpg' });
  return { _id: `img-${n}`, resolutions: { standard: size('s', 620), high: size('h', 1024), extraHigh: size('x', 1536), raw: size('r', 1920) } };
}

const frame = (n: number): Entry => ({ mode: 'gallery', title: `Frame ${n}`, image: image(n), text: { plain: `What frame ${n} shows.`, html: `<p>What frame ${n} shows.</p>` } });
const ENTRIES: Entry[] = [{ mode: 'text', text: { plain: 'Opening.' } }, frame(1), frame(2), frame(3), { mode: 'listicle', title: '4. A listed pick', image: image(4), text: { plain: 'Why it made the list.' } }];
const SHARE_URL = 'https://meydan.test/content/in-pictures-10077';
const ARTICLE_PATH = '/content/in-pictures-10077';

function Gallery({ entries = ENTRIES, onShare }: { entries?: Entry[]; onShare?: (how: 'native' | 'copy') => void }) {
  const viewer = useGalleryViewer({ entries, shareUrl: SHARE_URL, title: 'In pictures', onShare });
  const { positions, total } = galleryPositions(entries);
  return (
    <article>
      {entries.map((entry, index) => (
        <ArticleEntry key={index} entry={entry} index={positions[index] ?? 0} galleryTotal={total} viewer={viewer} />
      ))}
    </article>
  );
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await contentI18n('en');
  // PhotoSwipe reads the reduced-motion query: answered "reduce", it opens and closes without animating.
  window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});

beforeEach(() => window.history.replaceState(null, '', ARTICLE_PATH));
afterEach(() => {
  closeViewer();
  document.documentElement.className = '';
  Reflect.deleteProperty(navigator, 'clipboard');
});

const renderGallery = (props: Parameters<typeof Gallery>[0] = {}) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Gallery {...props} />
    </I18nextProvider>,
  );

const key = (name: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key: name });

async function openedDialog() {
  return waitFor(() => screen.getByRole('dialog', { name: 'Photo viewer: In pictures' }));
}

const caption = (dialog: HTMLElement) => dialog.querySelector('.pswp__caption')?.textContent;

describe('gallery pictures on the page', () => {
  it('are links to themselves in the viewer before the app: ?image=N, in body order', () => {
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <Gallery />
      </I18nextProvider>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const links = [...page.querySelectorAll<HTMLAnchorElement>('a[href^="?image="]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['?image=1', '?image=2', '?image=3', '?image=4']);
    // Named by the picture's alt text (the entry's title): the bytes repeat per picture.
    expect(links[0]?.getAttribute('aria-label')).toBeNull();
    expect(links[0]?.querySelector('img')).toHaveAttribute('alt', 'Frame 1');
  });

  it('are labelled when the picture has no title', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Gallery entries={[{ ...frame(1), title: undefined }]} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'Open the photo full screen' })).toHaveAttribute('href', '?image=1');
  });
});

describe('the viewer', () => {
  it('opens on the clicked picture with its caption, and the address names it', async () => {
    renderGallery();
    const before = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Frame 2' }));
    const dialog = await openedDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(caption(dialog)).toBe('Frame 2What frame 2 shows.');
    expect(window.location.search).toBe('?image=2');
    // Pushed, so Back closes it.
    expect(window.history.length).toBe(before + 1);
    expect(document.documentElement).toHaveClass('photo-viewer-open');
    expect(screen.getByRole('button', { name: 'Next photo (→)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close (Esc)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share this photo' })).toBeInTheDocument();
  });

  it('moves with the arrow keys and keeps the address on the open picture', async () => {
    renderGallery();
    fireEvent.click(screen.getByRole('link', { name: 'Frame 2' }));
    const dialog = await openedDialog();
    key('ArrowRight');
    await waitFor(() => expect(window.location.search).toBe('?image=3'));
    expect(caption(dialog)).toBe('Frame 3What frame 3 shows.');
    key('ArrowRight');
    await waitFor(() => expect(caption(dialog)).toBe('4. A listed pickWhy it made the list.'));
    expect(window.location.search).toBe('?image=4');
    key('ArrowLeft');
    await waitFor(() => expect(window.location.search).toBe('?image=3'));
  });

  it('closes on Escape: the address goes back, the page is unlocked and the picture that opened it has the focus again', async () => {
    renderGallery();
    const opener = screen.getByRole('link', { name: 'Frame 1' });
    fireEvent.click(opener);
    await openedDialog();
    key('ArrowRight');
    await waitFor(() => expect(window.location.search).toBe('?image=2'));
    key('Escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe(ARTICLE_PATH);
    expect(document.documentElement).not.toHaveClass('photo-viewer-open');
    expect(document.activeElement).toBe(opener);
  });

  it('closes when the reader goes Back', async () => {
    renderGallery();
    fireEvent.click(screen.getByRole('link', { name: 'Frame 3' }));
    await openedDialog();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
  });

  it('opens from an address that names a picture, and closing leaves the page at its own address', async () => {
    window.history.replaceState(null, '', `${ARTICLE_PATH}?image=3`);
    const before = window.history.length;
    renderGallery();
    const dialog = await openedDialog();
    expect(caption(dialog)).toBe('Frame 3What frame 3 shows.');
    key('Escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nothing was pushed: the reader's Back still leaves the page.
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(before);
  });

  it('ignores an address naming a picture the article does not have', async () => {
    window.history.replaceState(null, '', `${ARTICLE_PATH}?image=9`);
    renderGallery();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shares the open picture's address: copied where there is no share sheet", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const onShare = jest.fn();
    renderGallery({ onShare });
    fireEvent.click(screen.getByRole('link', { name: 'Frame 2' }));
    await openedDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Share this photo' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
    expect(writeText).toHaveBeenCalledWith(`In pictures\n${SHARE_URL}?image=2`);
    expect(onShare).toHaveBeenCalledWith('copy');
    key('Escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('viewer addresses', () => {
  it('number the gallery and listicle pictures in body order', () => {
    expect(viewedEntries([...ENTRIES, { mode: 'listicle', title: 'No picture' }, { mode: 'image', image: image(5) }]).map((entry) => entry.title)).toEqual(['Frame 1', 'Frame 2', 'Frame 3', '4. A listed pick']);
  });

  it('read ?image=N only when it names one of the pictures', () => {
    expect(viewerPositionFrom('?image=4', 4)).toBe(4);
    expect(viewerPositionFrom('?utm_source=x&image=1', 4)).toBe(1);
    for (const search of ['', '?image=0', '?image=5', '?image=01', '?image=2x', '?image=-1']) expect(viewerPositionFrom(search, 4)).toBeNull();
  });

  it('add and remove the parameter without touching the rest', () => {
    expect(withViewerPosition('https://meydan.test/a-1?utm=x#c', 3)).toBe('https://meydan.test/a-1?utm=x&image=3#c');
    expect(withViewerPosition('/a-1?image=3&utm=x', null)).toBe('/a-1?utm=x');
  });
});

describe('the article loader', () => {
  const gallery: Article = { ...quizArticleFixture(triviaQuizFixture(), 10077), kind: 'gallery', quiz: undefined, title: 'In pictures', route: ARTICLE_PATH, entries: ENTRIES };

  async function load(search: string) {
    const { store } = scriptedStore((config) => (config.url === '/articles/10077' ? gallery : { items: [] }));
    const ctx = { ...loaderContext(store, i18n, { edition: 'en', routeId: 'content.article', pathname: ARTICLE_PATH, params: { slug: 'in-pictures-10077' } }), search };
    return loadArticle(ctx);
  }

  it('loads the app at once when the address names a picture (the viewer opens on it), and only then', async () => {
    expect((await load('?image=2')).needsApp).toBe(true);
    expect((await load('')).needsApp).toBeUndefined();
    expect((await load('?utm_source=x')).needsApp).toBeUndefined();
  });

  it('keeps the canonical address without the parameter', async () => {
    expect((await load('?image=2')).head?.canonical).toBe(`https://meydan.test${ARTICLE_PATH}`);
  });
});
