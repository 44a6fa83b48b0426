/**
 * The shell and API images start Node with the same V8 flags as `npm start`, the suites and the
 * benchmarks (tools/platform/server-node-flags.ts): the figures measured here are the deployed ones.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../platform/server-node-flags';

const root = join(__dirname, '../..');

function startCommand(dockerfile: string): string[] {
  const line = readFileSync(join(root, dockerfile), 'utf8')
    .split('\n')
    .find((text) => text.startsWith('CMD ['));
  if (!line) throw new Error(`${dockerfile} has no exec-form CMD`);
  return JSON.parse(line.slice('CMD '.length)) as string[];
}

describe.each(['apps/shell/Dockerfile', 'apps/api/Dockerfile'])('%s', (dockerfile) => {
  it('starts node with the servers’ V8 flags before the bundle', () => {
    const [node, ...args] = startCommand(dockerfile);
    expect(node).toBe('node');
    expect(args.slice(0, SERVER_NODE_FLAGS.length)).toEqual(SERVER_NODE_FLAGS);
    expect(args[SERVER_NODE_FLAGS.length]).toMatch(/^dist\/apps\/.+\.js$/);
  });
});
