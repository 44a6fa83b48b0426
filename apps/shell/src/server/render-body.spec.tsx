/** @jest-environment node */
import { lazy, Suspense } from 'react';
import { renderBody } from './render-page';

function Thrower(): never {
  throw new Error('boom in a boundary');
}

describe('renderBody (the server render of a page tree)', () => {
  it('renders a tree whose data and chunks are ready as a string', async () => {
    const result = await renderBody(
      <main>
        <Suspense fallback={<p>loading</p>}>
          <h1>Başlık &amp; özet</h1>
        </Suspense>
      </main>,
      'n',
    );
    expect(result).toEqual({ html: '<main><!--$--><h1>Başlık &amp; özet</h1><!--/$--></main>', degraded: false });
  });

  it('waits for a part that suspends instead of sending its fallback', async () => {
    const Late = lazy(async () => ({ default: () => <p>loaded later</p> }));
    const result = await renderBody(
      <Suspense fallback={<p>loading</p>}>
        <Late />
      </Suspense>,
      'n',
    );
    expect(result.degraded).toBe(false);
    expect(result.html).toContain('<p>loaded later</p>');
    expect(result.html).not.toContain('loading');
  });

  it('marks the page degraded when a boundary throws (its fallback renders, the error is logged)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await renderBody(
      <Suspense fallback={<p>fallback</p>}>
        <Thrower />
      </Suspense>,
      'n',
    );
    expect(result.degraded).toBe(true);
    expect(result.html).toContain('fallback');
    expect(log).toHaveBeenCalledWith('[ssr] render error inside a boundary', expect.objectContaining({ message: 'boom in a boundary' }));
    log.mockRestore();
  });
});
