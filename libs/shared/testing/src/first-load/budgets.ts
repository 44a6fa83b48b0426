/**
 * The first-load budgets of issue 14 (deliverable 2), in one place: the e2e check
 * (e2e/src/first-load-budgets.spec.ts) asserts them and `npm run bench` prints against them.
 * Byte counts only, never timings, so the check is deterministic for a given build.
 */
const KB = 1024;

/** Every size below is gzip at this level, computed over the bytes the server sent (decoded). */
export const GZIP_LEVEL = 9;

/** The page types an anonymous reader lands on from search and social links. */
export const READER_PAGE_TYPES = ['home', 'category', 'article', 'quiz'] as const;
export type ReaderPageType = (typeof READER_PAGE_TYPES)[number];

/** JavaScript fetched without interaction (navigation → network idle, no scroll, no click), per page. */
export const FIRST_LOAD_JS_GZIP_BUDGET = 150 * KB;

/** The long-term goal (ARCHITECTURE §7), printed by the bench; not asserted yet. */
export const FIRST_LOAD_JS_GZIP_GOAL = 110 * KB;

/** Any chunk group a remote's exposed './routes' pulls: the expose itself and each lazy page module. */
export const ROUTE_MODULE_GZIP_BUDGET = 30 * KB;

/**
 * Route modules over ROUTE_MODULE_GZIP_BUDGET when the budget came in (issue 14, 2026-11-27),
 * each held to its size then (+0.5 KB): the check still fails the moment one grows, and an entry
 * is deleted when its page is brought under 30 KB. None is left: content's article page (again
 * since its comments became a chunk of their own, issue 20) and messaging are under it since the
 * routing table is a shared singleton, and the five social member pages (44–70 KB) since their
 * forms fetch TypeBox and the editor DOMPurify on first use.
 */
export const ROUTE_MODULE_KNOWN_OVER: Readonly<Record<string, number>> = {};

/** The reading tracker's script (issue 19) as LAZY_MODULE_BUDGETS names it. */
export const TRACKER_LAZY_MODULE = 'shell ./apps/shell/src/client/tracker.ts';

/** The lazy modules that hold the Firebase SDK (issue 19), by chunk-report name (the build's own import()). */
export const FIREBASE_ANONYMOUS_MODULE = './apps/shell/src/app/auth/anonymous-sign-in.ts → ./firebase-anonymous';
export const FIREBASE_MESSAGING_MODULE = './libs/shared/data-access/realtime/src/push/push-environment.ts → ./firebase-messaging';

/**
 * Lazy modules that are not pages and load only on a reader's demand, each with its own budget
 * (gzip) instead of the 30 KB of a page module. Keyed "app name", or by the name alone for a
 * shared lib's module that every build bundling the lib carries. The shell's own lazy chunks are
 * held to a budget only when they are listed here.
 * - the quake map (issue 18): Leaflet 1.9 and supercluster (46 KB of it) with the map view, fetched
 *   when the map nears the viewport or is asked for, never on a first load; no map library does
 *   the job under 30 KB (MapLibre GL is ~440 KB with its worker).
 * - the reading tracker (issue 19): the boot loader adds it at idle, only for readers who allowed
 *   analytics, so it joins their first load (6.4 KB when it came in, 1 KB of it the `cookie`
 *   package its consent and no-tracking checks read cookies with); a reader without that consent
 *   never fetches it (e2e/src/first-load-budgets.spec.ts checks both).
 * - Firebase anonymous sign-in (issue 19): firebase/app + firebase/auth (initializeAuth, anonymous
 *   sign-in, IndexedDB persistence, no popup/redirect code), 29.9 KB when it came in; fetched only
 *   on the English entertainment sections of a deployment that configures Firebase, once a year
 *   per browser (the identity cookie lasts 365 days).
 * - Firebase Messaging (issue 19): firebase/app + firebase/messaging + installations, 16.5 KB in the
 *   shell when it came in (13.3 in a remote's fallback copy); fetched only when a reader allowed
 *   notifications on a deployment whose push platform is Firebase.
 */
export const LAZY_MODULE_BUDGETS: Readonly<Record<string, number>> = {
  'quakes ./libs/quakes/ui/src/map/quake-map.tsx → ./quake-map-view': 55 * KB,
  [TRACKER_LAZY_MODULE]: 8 * KB,
  [`shell ${FIREBASE_ANONYMOUS_MODULE}`]: 32 * KB,
  [FIREBASE_MESSAGING_MODULE]: 18 * KB,
};

/**
 * Packages that may sit only in the chunks of certain lazy modules, in every build: the Firebase
 * SDK (issue 19: without a Firebase config no byte of it loads, so no entry, page or shared chunk
 * may hold any of it).
 */
export const CONFINED_PACKAGES: ReadonlyArray<{ label: string; packages: RegExp; modules: readonly string[] }> = [
  { label: 'the Firebase SDK', packages: /^(firebase|@firebase\/[a-z-]+)$/, modules: [FIREBASE_ANONYMOUS_MODULE, FIREBASE_MESSAGING_MODULE] },
];

/**
 * Packages a reader's first load must not hold: TypeBox (forms load their schema validation with
 * the form), DOMPurify (the server sanitizes), dayjs (dates go through Intl) and Firebase (every
 * Firebase chunk needs @firebase/app; it loads only on demand where configured).
 */
export const FORBIDDEN_FIRST_LOAD_PACKAGES = ['@sinclair/typebox', 'dompurify', 'dayjs', '@firebase/app'] as const;

/**
 * Another edition's translations count as loaded when, for one of its resource files, more than
 * this share of its distinctive strings (and at least this many) turn up in the fetched scripts:
 * a stray English phrase in code is not a resource bundle.
 */
export const FOREIGN_TRANSLATION_SHARE = 0.2;
export const FOREIGN_TRANSLATION_MIN_HITS = 3;
