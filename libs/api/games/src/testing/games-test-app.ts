import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { type AccessTokenVerifier, registerErrorHandling } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import type { BilpopCategory, BilpopMode, BilpopQuestion, EmojilePuzzle } from '../data/bank.types';
import type { GamesPluginOptions } from '../games-plugin';
import { gamesRoutes } from '../games.routes';
import type { PuzzleBanks } from '../puzzles/puzzle-makers';
import { GAME_HEADERS, GAME_HEADERS_VERSION, OWN_ORGANIZATION, signHeaders } from '../signing/game-headers';

/*
 * The games specs' harness (specs only): the games plugin at its public prefix on a test
 * database, members whose bearer tokens a stand-in verifier knows, small banks and a clock the
 * spec moves.
 */
export const GAMES_API = '/api/games/v1';
export const ORIGIN = 'http://localhost:3000';

export interface TestMember {
  id: string;
  username: string;
  headers: { authorization: string };
}

export class GamesFixtures {
  private readonly sessions = new Map<string, { userId: string; sessionId: string; role: 'member' }>();
  private serial = 0;

  constructor(private readonly db: Db) {}

  readonly verify: AccessTokenVerifier = async (token) => this.sessions.get(token) ?? null;

  async member(options: { active?: boolean } = {}): Promise<TestMember> {
    this.serial += 1;
    const username = `oyuncu-${this.serial}-${Math.random().toString(36).slice(2, 8)}`;
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO users (username, email, name, role, email_verified, is_active) VALUES ($1, $2, $3, 'member', true, $4) RETURNING id`,
      [username, `${username}@example.com`, `Oyuncu ${this.serial}`, options.active ?? true],
    );
    const id = (rows[0] as { id: string }).id;
    const token = `token-${id}`;
    this.sessions.set(token, { userId: id, sessionId: `session-${id}`, role: 'member' });
    return { id, username, headers: { authorization: `Bearer ${token}` } };
  }
}

/** A clock a spec sets and moves. */
export class TestClock {
  constructor(public now: number) {}
  readonly read = () => this.now;
  advance(ms: number): void {
    this.now += ms;
  }
}

function emojileBank(edition: string): EmojilePuzzle[] {
  return [
    { id: `${edition}-1`, category: 'idiom', emojis: '💧💧🌊', answer: 'Damlaya damlaya göl olur', accepted: ['damla damla göl olur'], hints: ['Bir atasözü', 'Sabırla ilgili', 'Su birikir'] },
    { id: `${edition}-2`, category: 'film', emojis: '🏙️🌉🐟', answer: 'İstanbul Hatırası', accepted: [], hints: ['Bir film', 'Şehir', 'Anı'] },
    { id: `${edition}-3`, category: 'song', emojis: '🌙⭐🎵', answer: 'Ay Yıldız', accepted: ['Ayyıldız'], hints: ['Bir şarkı', 'Gökyüzü', 'Bayrak'] },
  ];
}

function bilpopBank(edition: string): BilpopQuestion[] {
  const categories: BilpopCategory[] = ['film', 'music', 'tv', 'celebrities', 'sports'];
  return categories.flatMap((category) =>
    ([1, 2, 3] as BilpopMode[]).map((mode) => ({
      id: `${edition}-${category}-${mode}`,
      category,
      mode,
      question: `${category} question of mode ${mode}?`,
      options: ['A', 'B', 'C', 'D'] as const,
      correct: ((mode + categories.indexOf(category)) % 4) as 0 | 1 | 2 | 3,
      explanation: `Because ${category} ${mode}.`,
    })),
  );
}

export const TEST_BANKS: PuzzleBanks = {
  emojile: { tr: emojileBank('tr'), en: emojileBank('en'), ru: emojileBank('ru') },
  bilpop: { tr: bilpopBank('tr'), en: bilpopBank('en'), ru: bilpopBank('ru') },
};

export async function buildGamesApp(db: Db, fixtures: GamesFixtures, clock: TestClock, options: Partial<GamesPluginOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(gamesRoutes, {
    prefix: GAMES_API,
    db,
    verifyAccessToken: fixtures.verify,
    trustedOrigins: [ORIGIN],
    authTokenSecret: 'games-spec-secret-which-is-long-enough',
    banks: TEST_BANKS,
    clock: clock.read,
    limits: { start: { max: 100_000, windowMs: 60_000 }, move: { max: 100_000, windowMs: 60_000 }, read: { max: 100_000, windowMs: 60_000 } },
    ...options,
  });
  await app.ready();
  return app;
}

/**
 * `call(method, url, who, payload?, headers?)`: a games API request as a member (or a visitor with
 * null). A member's POSTs carry the SPEC §7 signed game headers, as the browser's do: signed with
 * the session's key from `GET /signing-key`, each with a later timestamp than the last (a
 * signature is good once). `unsigned: true` in the headers sends none.
 */
export function caller(app: FastifyInstance, clock: { read(): number } = { read: Date.now }) {
  const keys = new Map<string, Buffer>();
  const lastSecond = new Map<string, number>();
  const signed = async (who: TestMember): Promise<Record<string, string>> => {
    let key = keys.get(who.id);
    if (!key) {
      const response = await app.inject({ method: 'GET', url: `${GAMES_API}/signing-key`, headers: who.headers });
      key = Buffer.from(response.json<{ key: string }>().key, 'base64url');
      keys.set(who.id, key);
    }
    const second = Math.max(Math.floor(clock.read() / 1000), (lastSecond.get(who.id) ?? 0) + 1);
    lastSecond.set(who.id, second);
    const fields = { organization: OWN_ORGANIZATION, userToken: who.headers.authorization.replace('Bearer ', ''), timestamp: String(second), version: GAME_HEADERS_VERSION };
    return {
      [GAME_HEADERS.organization]: fields.organization,
      [GAME_HEADERS.userToken]: fields.userToken,
      [GAME_HEADERS.timestamp]: fields.timestamp,
      [GAME_HEADERS.version]: fields.version,
      [GAME_HEADERS.signature]: signHeaders(key, fields),
    };
  };
  return async (method: InjectOptions['method'], url: string, who: TestMember | null, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> => {
    const { unsigned, ...extra } = headers;
    const signature = who && method === 'POST' && unsigned === undefined ? await signed(who) : {};
    return app.inject({
      method,
      url: `${GAMES_API}${url}`,
      headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...(who?.headers ?? {}), ...signature, ...extra },
      payload: payload as InjectOptions['payload'],
    });
  };
}
