/**
 * Declares every project of the workspace with its tags (ARCHITECTURE.md §3) and creates the
 * missing project files. Re-runnable: existing files are kept.
 */
import { newProject } from './new-project';

const web = 'platform:web';
const iso = 'platform:isomorphic';
const node = 'platform:node';

const projects: Array<[string, string[]]> = [
  ['libs/shared/ui', ['scope:shared', 'type:ui', web]],
  ['libs/shared/contracts', ['scope:shared', 'type:contract', iso]],
  ['libs/shared/testing', ['scope:shared', 'type:testing', iso]],
  ['libs/shared/data-access/api-client', ['scope:shared', 'type:data-access', iso]],
  ['libs/shared/data-access/store', ['scope:shared', 'type:data-access', iso]],
  ['libs/shared/util/i18n', ['scope:shared', 'type:util', iso]],
  ['libs/shared/util/routing', ['scope:shared', 'type:util', iso]],
  ['libs/shared/util/format', ['scope:shared', 'type:util', iso]],
  ['libs/shared/util/sanitizer', ['scope:shared', 'type:util', iso]],
  ['libs/shared/util/storage', ['scope:shared', 'type:util', iso]],
  ['libs/shared/util/cookies', ['scope:shared', 'type:util', iso]],
  ['libs/shared/util/errors', ['scope:shared', 'type:util', iso]],
  ['libs/shared/util/resilience', ['scope:shared', 'type:util', iso]],
  ['libs/shared/util/device', ['scope:shared', 'type:util', iso]],
  ['libs/shared/util/remote-kit', ['scope:shared', 'type:util', iso]],
  ['libs/content/feature-pages', ['scope:content', 'type:feature', web]],
  ['libs/content/data-access', ['scope:content', 'type:data-access', iso]],
  ['libs/content/ui', ['scope:content', 'type:ui', web]],
  ['libs/social/feature-pages', ['scope:social', 'type:feature', web]],
  ['libs/api/core', ['scope:api', 'type:util', node]],
  ['libs/api/db', ['scope:api', 'type:data-access', node]],
  ['libs/api/content', ['scope:api', 'type:feature', node]],
  ['apps/shell', ['scope:shell', 'type:app', web]],
  ['apps/content', ['scope:content', 'type:app', web]],
  ['apps/social', ['scope:social', 'type:app', web]],
  ['apps/messaging', ['scope:messaging', 'type:app', web]],
  ['apps/games', ['scope:games', 'type:app', web]],
  ['apps/astrology', ['scope:astrology', 'type:app', web]],
  ['apps/quakes', ['scope:quakes', 'type:app', web]],
  ['apps/api', ['scope:api', 'type:app', node]],
];

for (const [root, tags] of projects) newProject({ root, tags });
