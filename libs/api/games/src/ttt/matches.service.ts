import { randomUUID } from 'node:crypto';
import { type AuthContext, HttpError, NO_REALTIME, type RealtimePublisher } from '@meydan/api/core';
import type { Db, Queryable } from '@meydan/api/db';
import { gameDayOf, seededRandom } from '@meydan/games/engine';
import {
  realtimeTopics,
  TTT_POINTS,
  type TttGuessBody,
  type TttMark,
  type TttMatch,
  type TttMatchTicket,
  type TttRealtimeEvent,
  type TttRecord,
  type TttStartBody,
} from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import type { AttemptTokens } from '../attempt-token';
import type { BoardsService } from '../boards/boards.service';
import { FOOTBALLERS, footballerById } from '../football/footballers';
import { generateGrid } from '../football/grid';
import { matchFootballer } from '../football/match-player';
import { GAMES_MESSAGES } from '../games.messages';
import { advance } from './advance';
import { choicesOf } from './computer-player';
import { ANSWER_GRACE_MS, applyGuess, applyQuit, isDead, type MatchState, newMatchState, other, TURN_MS } from './match-rules';
import { marksOf, matchView } from './match-view';
import { type MatchPlayer, type MatchRow, MatchesRepository, WAITING_MINUTES } from './matches.repository';

export const TTT_GAME = 'ttt-football';
/** The sweep looks at matches nobody has touched for this long (a turn and some). */
const STALE_SECONDS = Math.ceil(TURN_MS / 1000) + 10;
const SWEEP_BATCH = 20;

type Points = { x: number; o: number };

/**
 * Tic Tac Toe Football's matches (issue 16): started against the computer, on one screen or live
 * against another member; every answer checked here. Each change happens under the match's row
 * lock and, for a live match, reaches both players over the realtime socket once committed.
 */
export class MatchesService {
  readonly repository: MatchesRepository;

  constructor(
    private readonly db: Db,
    private readonly boards: BoardsService,
    private readonly tokens: AttemptTokens,
    private readonly clock: () => number,
    private readonly realtime: RealtimePublisher = NO_REALTIME,
  ) {
    this.repository = new MatchesRepository(db);
  }

  // ------------------------------------------------------------ starting

  async start(body: TttStartBody, edition: Edition, auth: AuthContext | null): Promise<TttMatchTicket> {
    const userId = auth?.userId ?? null;
    if (body.mode !== 'live') {
      if (body.matchId || body.invite) throw new HttpError(400, GAMES_MESSAGES.inviteOnlyLive);
      return this.ticket(await this.create(body, edition, userId), userId, edition);
    }
    if (!userId) throw new HttpError(401, GAMES_MESSAGES.liveNeedsMember);
    void this.sweep().catch(() => undefined);
    const row = body.matchId
      ? await this.joinInvitation(body.matchId, userId)
      : body.invite
        ? await this.create(body, edition, userId)
        : await this.pairOrWait(body, edition, userId);
    return this.ticket(row, userId, edition);
  }

  private async create(body: TttStartBody, edition: Edition, userId: string | null): Promise<MatchRow> {
    const now = this.clock();
    const seed = randomUUID();
    const random = seededRandom(`${seed}:start`);
    const grid = generateGrid(random);
    // Against the computer the member moves first half the time; a live match starts when joined.
    const computer: TttMark | null = body.mode === 'computer' ? (random() < 0.5 ? 'o' : 'x') : null;
    const state = newMatchState(grid, seed, now, 'x', computer);
    const member = body.mode === 'computer' ? (computer === 'x' ? { x: null, o: userId } : { x: userId, o: null }) : { x: userId, o: null };
    return this.repository.insert(this.db, {
      mode: body.mode,
      difficulty: body.difficulty,
      edition,
      status: body.mode === 'live' ? 'waiting' : 'playing',
      isPrivate: body.mode === 'live' && body.invite === true,
      ownerUserId: userId,
      xUserId: body.mode === 'local' ? null : member.x,
      oUserId: body.mode === 'local' ? null : member.o,
      state,
      // On the service's clock, which decides when an invitation lapses (not the database's now()).
      createdAt: new Date(now),
    });
  }

  /** Live: the oldest invitation of someone else with the same difficulty, else a new one of ours. */
  private async pairOrWait(body: TttStartBody, edition: Edition, userId: string): Promise<MatchRow> {
    const joined = await this.db.transaction(async (tx) => {
      const waiting = await this.repository.lockWaiting(tx, body.difficulty, edition, userId, this.clock());
      return waiting ? this.join(tx, waiting, userId) : null;
    });
    return joined ?? this.create(body, edition, userId);
  }

  private async joinInvitation(matchId: string, userId: string): Promise<MatchRow> {
    return this.db.transaction(async (tx) => {
      const row = await this.locked(tx, matchId);
      if (row.mode !== 'live') throw new HttpError(400, GAMES_MESSAGES.inviteOnlyLive);
      // Opening one's own invitation again, or a match one already plays, just resumes it.
      if (marksOf(row, userId).length > 0) return row;
      if (row.owner_user_id === userId) throw new HttpError(409, GAMES_MESSAGES.ownInvitation);
      if (row.status !== 'waiting') throw new HttpError(409, row.status === 'playing' ? GAMES_MESSAGES.matchFull : GAMES_MESSAGES.matchOver);
      return this.join(tx, row, userId);
    });
  }

  /** The second member takes the free side (X or O by the match's seed) and the first turn starts. */
  private async join(tx: Queryable, row: MatchRow, userId: string): Promise<MatchRow> {
    const creator = row.owner_user_id;
    const joinerIsX = seededRandom(`${row.state.seed}:sides`)() < 0.5;
    const state: MatchState = { ...row.state, turnStartedAt: this.clock() };
    const joined: MatchRow = { ...row, status: 'playing', x_user_id: joinerIsX ? userId : creator, o_user_id: joinerIsX ? creator : userId, state };
    await this.repository.save(tx, joined);
    this.publishAfterCommit(tx, joined);
    return joined;
  }

  private async ticket(row: MatchRow, userId: string | null, edition: Edition): Promise<TttMatchTicket> {
    const { token } = await this.tokens.issue({ attemptId: row.id, game: TTT_GAME, userId }, this.clock());
    return { match: await this.view(row, userId, edition), token };
  }

  // ------------------------------------------------------------ reading

  /** The match as of now: turns that ran out and the computer's answer are applied first. */
  async read(id: string, askerId: string | null, edition: Edition): Promise<TttMatch> {
    let row = await this.repository.byId(id);
    if (!row) throw new HttpError(404, GAMES_MESSAGES.matchNotFound);
    if (this.isBehind(row)) row = await this.db.transaction(async (tx) => this.catchUp(tx, await this.locked(tx, id)));
    return this.view(row, askerId, edition);
  }

  async record(userId: string): Promise<TttRecord> {
    const row = await this.repository.record(userId);
    return { played: row.played, won: row.won, drawn: row.drawn, lost: row.lost, quit: row.quit, openMatchId: row.open_match_id };
  }

  /** Whether the member may listen to the match's realtime topic. */
  isPlayer(matchId: string, userId: string): Promise<boolean> {
    return this.repository.isPlayer(matchId, userId);
  }

  // ------------------------------------------------------------ playing

  async guess(id: string, body: TttGuessBody, auth: AuthContext | null, edition: Edition): Promise<TttMatch> {
    const row = await this.db.transaction(async (tx) => {
      const current = await this.playerMove(tx, id, body.token, auth);
      // An answer sent in the turn's last moment still counts when it arrives just after.
      const now = this.clock();
      this.mustBePlaying(current);
      const row = this.advanced(current, now - ANSWER_GRACE_MS);
      // The match ended while the answer was on its way (a side left): the answer shows the end.
      if (row.status !== 'playing') return this.persist(tx, current, row);
      const { state } = row;
      if (state.turnNumber !== body.turnNumber) throw new HttpError(409, GAMES_MESSAGES.turnPassed);
      this.mustMove(row, auth);
      if (state.cells[body.cell] !== null || isDead(state, body.cell)) throw new HttpError(409, GAMES_MESSAGES.cellTaken);
      const answered = applyGuess(state, { cell: body.cell, candidates: this.candidates(row, body), typed: row.difficulty === 'hard' ? (body.name ?? null) : null, at: Math.min(now, state.turnStartedAt + TURN_MS) });
      return this.persist(tx, current, this.advanced({ ...row, state: answered }, now));
    });
    return this.view(row, auth?.userId ?? null, edition);
  }

  async quit(id: string, token: string, auth: AuthContext | null, edition: Edition): Promise<TttMatch> {
    const row = await this.db.transaction(async (tx) => {
      const current = await this.playerMove(tx, id, token, auth);
      const row = this.advanced(current, this.clock());
      if (row.status === 'finished' || row.status === 'cancelled') return this.persist(tx, current, row);
      // An invitation nobody took is withdrawn without a penalty.
      if (row.status === 'waiting') return this.persist(tx, current, { ...row, status: 'cancelled' });
      // On one screen the side whose turn it is gives up.
      const [mark] = row.mode === 'local' ? [row.state.turn] : this.moverMarks(row, auth);
      if (!mark) throw new HttpError(403, GAMES_MESSAGES.matchNotYours);
      return this.persist(tx, current, this.finished({ ...row, state: applyQuit(row.state, mark, this.clock()) }));
    });
    return this.view(row, auth?.userId ?? null, edition);
  }

  /**
   * Applies lapsed turns of open matches nobody is reading (both players gone): they end, their
   * points count. Run as invitations are made, so it needs no timer of its own.
   */
  async sweep(): Promise<number> {
    const ids = await this.repository.stale(STALE_SECONDS, SWEEP_BATCH);
    for (const id of ids) {
      await this.db.transaction(async (tx) => {
        const row = await this.repository.lock(tx, id);
        if (row) await this.catchUp(tx, row);
      });
    }
    return ids.length;
  }

  // ------------------------------------------------------------ inside the row lock

  private async locked(tx: Queryable, id: string): Promise<MatchRow> {
    const row = await this.repository.lock(tx, id);
    if (!row) throw new HttpError(404, GAMES_MESSAGES.matchNotFound);
    return row;
  }

  /** The match locked for a move of its token's holder (a live match also needs that member signed in). */
  private async playerMove(tx: Queryable, id: string, token: string, auth: AuthContext | null): Promise<MatchRow> {
    const claims = await this.tokens.read(token, this.clock());
    if (!claims || claims.game !== TTT_GAME || claims.attemptId !== id) throw new HttpError(403, GAMES_MESSAGES.matchNotYours);
    if (claims.userId !== null && claims.userId !== (auth?.userId ?? null)) throw new HttpError(403, GAMES_MESSAGES.matchNotYours);
    const row = await this.locked(tx, id);
    if (row.mode === 'live' && (claims.userId === null || marksOf(row, claims.userId).length === 0)) throw new HttpError(403, GAMES_MESSAGES.matchNotYours);
    if (row.mode === 'computer' && row.owner_user_id !== claims.userId) throw new HttpError(403, GAMES_MESSAGES.matchNotYours);
    return row;
  }

  private mustBePlaying(row: MatchRow): void {
    if (row.status === 'waiting') throw new HttpError(409, GAMES_MESSAGES.matchNotStarted);
    if (row.status !== 'playing') throw new HttpError(410, GAMES_MESSAGES.matchOver);
  }

  /**
   * The marks the caller moves (the token was checked by playerMove): both on one screen, the
   * member's in a live match, the human side against the computer (a guest's match has no owner).
   */
  private moverMarks(row: MatchRow, auth: AuthContext | null) {
    return marksOf(row, auth?.userId ?? row.owner_user_id);
  }

  private mustMove(row: MatchRow, auth: AuthContext | null): void {
    if (!this.moverMarks(row, auth).includes(row.state.turn)) throw new HttpError(409, GAMES_MESSAGES.notYourTurn);
  }

  /** The footballers an answer may mean: the easy mode's chosen one, or every match of a typed name. */
  private candidates(row: MatchRow, body: TttGuessBody) {
    if (row.difficulty === 'easy') {
      if (!body.footballerId) throw new HttpError(400, GAMES_MESSAGES.choiceRequired);
      if (!choicesOf(row.state, body.cell).includes(body.footballerId)) throw new HttpError(422, GAMES_MESSAGES.notAChoice);
      return [footballerById(body.footballerId)].flatMap((player) => (player ? [player] : []));
    }
    const name = body.name?.trim();
    if (!name) throw new HttpError(400, GAMES_MESSAGES.nameRequired);
    return matchFootballer(name, FOOTBALLERS);
  }

  private isBehind(row: MatchRow): boolean {
    if (row.status === 'waiting') return this.invitationLapsed(row);
    return row.status === 'playing' && this.advanced(row, this.clock()).state !== row.state;
  }

  private invitationLapsed(row: MatchRow): boolean {
    return row.status === 'waiting' && Date.parse(row.created_at) < this.clock() - WAITING_MINUTES * 60_000;
  }

  /** The row as of `now` (nothing written). */
  private advanced(row: MatchRow, now: number): MatchRow {
    if (row.status !== 'playing') return row;
    const state = advance(row.state, row.difficulty, now);
    if (state.finished) return this.finished({ ...row, state });
    return state === row.state ? row : { ...row, state };
  }

  private async catchUp(tx: Queryable, row: MatchRow): Promise<MatchRow> {
    return this.persist(tx, row, this.invitationLapsed(row) ? { ...row, status: 'cancelled' } : this.advanced(row, this.clock()));
  }

  /** A match whose state just ended: its status and each side's board points. */
  private finished(row: MatchRow): MatchRow {
    return { ...row, status: 'finished', points: pointsOf(row) };
  }

  /** Writes a changed row; a match that has just finished puts its members' points on the boards. */
  private async persist(tx: Queryable, before: MatchRow, after: MatchRow): Promise<MatchRow> {
    if (after === before) return before;
    await this.repository.save(tx, after);
    if (after.status === 'finished' && before.status !== 'finished' && after.points) await this.rank(tx, after, after.points);
    this.publishAfterCommit(tx, after);
    return after;
  }

  private async rank(tx: Queryable, row: MatchRow, points: Points): Promise<void> {
    const at = new Date(this.clock());
    for (const mark of ['x', 'o'] as const) {
      const userId = mark === 'x' ? row.x_user_id : row.o_user_id;
      const score = points[mark];
      if (!userId || score === 0) continue;
      await this.boards.record(tx, { game: TTT_GAME, userId, day: gameDayOf(at.getTime()), score, extra: { lastMatch: row.id }, at });
    }
  }

  private publishAfterCommit(tx: Queryable, row: MatchRow): void {
    if (row.mode !== 'live') return;
    const publish = async () => {
      const event: TttRealtimeEvent = { kind: 'match', match: await this.view(row, null, row.edition as Edition) };
      this.realtime.publish(realtimeTopics.match(row.id), event);
    };
    const send = () => void publish().catch(() => undefined);
    if (tx.afterCommit) tx.afterCommit(send);
    else send();
  }

  private async view(row: MatchRow, askerId: string | null, edition: Edition): Promise<TttMatch> {
    const ids = [row.x_user_id, row.o_user_id].filter((id): id is string => id !== null);
    const players = new Map<string, MatchPlayer>((await this.repository.players(ids)).map((player) => [player.id, player]));
    return matchView(row, players, askerId, edition, this.clock());
  }
}

/**
 * Board points of a finished match (TTT_POINTS): a live win or draw, a win against the computer
 * by difficulty, and the quit penalty for the side that quit or left. Same-screen matches count
 * for nobody (two people on one account).
 */
export function pointsOf(row: Pick<MatchRow, 'mode' | 'difficulty' | 'state'>): Points | null {
  const { state } = row;
  if (row.mode === 'local') return null;
  const points: Points = { x: 0, o: 0 };
  const quitter = state.endReason === 'quit' || state.endReason === 'abandoned' ? other(state.winner as TttMark) : null;
  for (const mark of ['x', 'o'] as const) {
    if (state.computer === mark) continue;
    if (mark === quitter) points[mark] = -TTT_POINTS.quitPenalty;
    else if (state.winner === mark) points[mark] = row.mode === 'live' ? TTT_POINTS.liveWin : TTT_POINTS.computerWin[row.difficulty];
    else if (state.winner === null) points[mark] = row.mode === 'live' ? TTT_POINTS.liveDraw : TTT_POINTS.computerDraw;
  }
  return points;
}
