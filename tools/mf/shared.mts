/**
 * The one shared-singleton definition every federated build uses (ARCHITECTURE §2). Host and
 * remotes must agree on it, otherwise React or the store get duplicated and hooks break.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES } from '../../libs/shared/util/routing/src/lib/remotes.js';

const rootPackage = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  eager?: boolean;
}

const fromPackage = (name: string, dependency = name): [string, SharedEntry] => [
  name,
  { singleton: true, requiredVersion: rootPackage.dependencies[dependency] },
];

/** Workspace source libs have no package version of their own: they use the workspace version. */
const workspaceLib = (name: string): [string, SharedEntry] => [
  name,
  { singleton: true, version: rootPackage.version, requiredVersion: `^${rootPackage.version}` },
];

export const SHARED_SINGLETONS: Record<string, SharedEntry> = Object.fromEntries([
  fromPackage('react'),
  fromPackage('react-dom'),
  fromPackage('react/jsx-runtime', 'react'),
  fromPackage('react-redux'),
  fromPackage('@reduxjs/toolkit'),
  fromPackage('i18next'),
  fromPackage('react-i18next'),
  workspaceLib('@meydan/shared/data-access/api-client'),
  workspaceLib('@meydan/shared/data-access/store'),
  // One realtime socket per tab: the shell's client and its React context must be the remotes' too.
  workspaceLib('@meydan/shared/data-access/realtime'),
  // react-router is reached only through this lib, so only the parts in use are shipped.
  workspaceLib('@meydan/shared/util/router'),
  // The route table of every edition (~5 KB gzip): pure data and functions the shell already
  // holds, so no remote page module carries its own copy.
  workspaceLib('@meydan/shared/util/routing'),
  // The render clock's React context (issue 20): the shell provides the server's "now" and every
  // remote's relative times must read that same context.
  workspaceLib('@meydan/shared/util/clock'),
]);

/** The remotes, from the one list in libs/shared/util/routing (remotes.ts). */
export const REMOTES = REMOTE_NAMES;
export type RemoteApp = (typeof REMOTES)[number];
