/**
 * The one list of remotes (federation container names, snake_case). A plain data module with no
 * imports, so the libs (route owners, the remote contract), the build tools (tools/mf,
 * tools/platform) and the lint scopes (eslint.config.mjs) all read this same definition.
 */
export const REMOTE_NAMES = ['content', 'social', 'messaging', 'games', 'astrology', 'quakes'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
