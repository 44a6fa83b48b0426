/** @jest-environment node */
import { watchRemoteEntries } from './remote-watch';

function fakeServer() {
  const bodies: Record<string, string> = { 'http://r/content.js': 'v1', 'http://r/games.js': 'g1' };
  const fetchImpl = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const body = bodies[String(url)];
    if (body === undefined) return new Response('gone', { status: 503 });
    const etag = `"${body}"`;
    const sent = (init?.headers as Record<string, string> | undefined)?.['If-None-Match'];
    if (sent === etag) return new Response(null, { status: 304 });
    return new Response(body, { status: 200, headers: { etag } });
  });
  return { bodies, fetchImpl: fetchImpl as unknown as typeof fetch, calls: fetchImpl };
}

describe('watchRemoteEntries', () => {
  it('reports a remote whose server entry changed, and only that one', async () => {
    const server = fakeServer();
    const changed: string[] = [];
    const watch = watchRemoteEntries({
      entries: { content: 'http://r/content.js', games: 'http://r/games.js' },
      onChange: (remote) => changed.push(remote),
      intervalMs: 60_000,
      fetchImpl: server.fetchImpl,
    });
    await watch.check(); // first sight: remembered, not a change
    await watch.check(); // 304s
    expect(changed).toEqual([]);
    server.bodies['http://r/content.js'] = 'v2';
    await watch.check();
    expect(changed).toEqual(['content']);
    await watch.check();
    expect(changed).toEqual(['content']);
    watch.stop();
  });

  it('ignores a remote that is down and notices when it comes back changed', async () => {
    const server = fakeServer();
    const changed: string[] = [];
    const watch = watchRemoteEntries({ entries: { content: 'http://r/content.js' }, onChange: (r) => changed.push(r), intervalMs: 60_000, fetchImpl: server.fetchImpl });
    await watch.check();
    delete server.bodies['http://r/content.js'];
    await watch.check();
    expect(changed).toEqual([]);
    server.bodies['http://r/content.js'] = 'v3';
    await watch.check();
    expect(changed).toEqual(['content']);
    watch.stop();
  });
});
