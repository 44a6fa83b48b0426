/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Page, Throwing } from './remote-area.fixtures';

describe('RemoteArea on the server', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('streams the fallback for a remote that throws during SSR and still sends the whole document', async () => {
    const html = await new Promise<string>((resolve, reject) => {
      let out = '';
      const sink = new PassThrough();
      sink.on('data', (chunk: Buffer) => (out += chunk.toString()));
      sink.on('end', () => resolve(out));
      const stream = renderToPipeableStream(
        <Page>
          <Throwing />
        </Page>,
        {
          onShellReady: () => stream.pipe(sink),
          onShellError: reject,
        },
      );
    });
    expect(html).toContain('data-remote-fallback="games"');
    expect(html).toContain('Site header');
    expect(html).toContain('Site footer');
  });
});
