import type { FastifyInstance } from 'fastify';
import { LocalRealtimeBus } from '@meydan/api/core';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { TTT_POINTS, type LeaderboardResponse, type TttMatch, type TttMatchTicket, type TttRealtimeEvent, type TttRecord } from '@meydan/shared/contracts';
import { answersFor } from '../football/grid';
import { FOOTBALLERS, playedFor } from '../football/footballers';
import { buildGamesApp, caller, GamesFixtures, type TestMember, TestClock } from '../testing/games-test-app';
import { COMPUTER_THINK_MS } from './computer-player';

jest.setTimeout(120_000);

const NOON = Date.parse('2026-11-28T09:00:00Z');
const TURN = 30_000;

const teamsOf = (match: TttMatch, cell: number): [string, string] => [match.rows[Math.floor(cell / 3)]!.id, match.columns[cell % 3]!.id];
const named = (match: TttMatch) => new Set(match.cells.flatMap((cell) => (cell.footballer ? [cell.footballer.id] : [])));

/** A footballer who fits the cell and has not been named in the match. */
function rightAnswer(match: TttMatch, cell: number) {
  const used = named(match);
  const player = answersFor(...teamsOf(match, cell)).find((candidate) => !used.has(candidate.id));
  if (!player) throw new Error(`no answer left for cell ${cell}`);
  return player;
}

/** A footballer who played for neither team of the cell. */
function wrongAnswer(match: TttMatch, cell: number) {
  const [row, column] = teamsOf(match, cell);
  return FOOTBALLERS.find((player) => !playedFor(player, row) && !playedFor(player, column))!;
}

/** Realtime events go out after the commit, a moment after the answer: wait for the one expected. */
async function eventFor(events: readonly { topic: string; event: TttRealtimeEvent }[], topic: string, turnNumber: number, status: string) {
  for (let waited = 0; waited < 5000; waited += 10) {
    const found = events.find((entry) => entry.topic === topic && entry.event.match.turnNumber === turnNumber && entry.event.match.status === status);
    if (found) return found.event.match;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no ${status} event of turn ${turnNumber} on ${topic}`);
}

describe('Tic Tac Toe Football API', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let fixtures: GamesFixtures;
  let clock: TestClock;
  let call: ReturnType<typeof caller>;
  const events: { topic: string; event: TttRealtimeEvent }[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fixtures = new GamesFixtures(testDb.db);
    clock = new TestClock(NOON);
    const realtime = new LocalRealtimeBus();
    realtime.subscribe((topic, value) => events.push({ topic, event: value as TttRealtimeEvent }));
    app = await buildGamesApp(testDb.db, fixtures, clock, { realtime });
    call = caller(app, clock);
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  beforeEach(() => {
    clock.now = NOON;
    events.length = 0;
  });

  const start = async (who: TestMember | null, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await call('POST', '/ttt/matches', who, body, headers);
    expect(response.statusCode).toBe(201);
    return response.json<TttMatchTicket>();
  };
  const guess = (ticket: TttMatchTicket, who: TestMember | null, match: TttMatch, body: Record<string, unknown>) =>
    call('POST', `/ttt/matches/${match.id}/guesses`, who, { token: ticket.token, turnNumber: match.turnNumber, ...body });
  const read = async (id: string, who: TestMember | null = null) => (await call('GET', `/ttt/matches/${id}`, who)).json<TttMatch>();

  it('plays a same-screen match to three in a row, every answer checked on the server, for no points', async () => {
    const ticket = await start(null, { mode: 'local', difficulty: 'hard' });
    let match = ticket.match;
    expect(match.status).toBe('playing');
    expect(match.yourMarks).toEqual(['x', 'o']);
    // Every cell has at least three footballers, and a hard match shows none of them.
    for (let cell = 0; cell < 9; cell++) expect(answersFor(...teamsOf(match, cell)).length).toBeGreaterThanOrEqual(3);
    expect(match.cells.every((cell) => cell.choices === undefined && cell.answers === undefined)).toBe(true);

    // X takes the top row with typed names (lower case, no diacritics); O answers wrong each time:
    // a footballer of neither team, then a name nobody knows.
    const wrongs = [(m: TttMatch) => wrongAnswer(m, 8).name, () => 'Nobody Byanyname'];
    for (const cell of [0, 1, 2]) {
      const name = rightAnswer(match, cell).name.toLocaleLowerCase('en').normalize('NFD').replace(/\p{M}/gu, '');
      let response = await guess(ticket, null, match, { cell, name });
      expect(response.statusCode).toBe(200);
      match = response.json<TttMatch>();
      expect(match.lastMove).toMatchObject({ mark: 'x', correct: true, verdict: 'fits', cell });
      if (cell === 2) break;
      response = await guess(ticket, null, match, { cell: 8, name: wrongs[cell]!(match) });
      match = response.json<TttMatch>();
      expect(match.lastMove).toMatchObject({ mark: 'o', correct: false, verdict: cell === 0 ? 'wrong' : 'unknown' });
      expect(match).toMatchObject({ turn: 'x' });
      expect(match.cells[8]!.mark).toBeNull();
    }
    expect(match).toMatchObject({ status: 'finished', winner: 'x', endReason: 'line', line: [0, 1, 2], points: null });
    expect(match.cells.find((cell) => cell.mark === null)!.answers!.length).toBeGreaterThan(0);
  });

  it('refuses answers out of turn, for taken cells, of the wrong kind, or with another match’s token', async () => {
    const ticket = await start(null, { mode: 'local', difficulty: 'easy' });
    const match = ticket.match;
    const choices = match.cells[4]!.choices!;
    expect(choices).toHaveLength(4);
    expect(choices.filter((choice) => answersFor(...teamsOf(match, 4)).some((player) => player.id === choice.id))).toHaveLength(1);

    expect((await guess(ticket, null, match, { cell: 4, name: 'Arda Turan' })).statusCode).toBe(400);
    const notOffered = FOOTBALLERS.find((player) => !choices.some((choice) => choice.id === player.id))!;
    const refused = await guess(ticket, null, match, { cell: 4, footballerId: notOffered.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ statusCode: 422, message: expect.stringContaining('önerilenlerden') });

    const fits = choices.find((choice) => answersFor(...teamsOf(match, 4)).some((player) => player.id === choice.id))!;
    const taken = (await guess(ticket, null, match, { cell: 4, footballerId: fits.id })).json<TttMatch>();
    expect(taken.cells[4]).toMatchObject({ mark: 'x', footballer: { id: fits.id } });
    // The same turn number again: that turn is over.
    expect((await guess(ticket, null, match, { cell: 0, footballerId: fits.id })).statusCode).toBe(409);
    expect((await guess(ticket, null, taken, { cell: 4, footballerId: fits.id })).statusCode).toBe(409);

    const other = await start(null, { mode: 'local', difficulty: 'easy' });
    const forged = await call('POST', `/ttt/matches/${match.id}/guesses`, null, { token: other.token, turnNumber: taken.turnNumber, cell: 0, footballerId: fits.id });
    expect(forged.statusCode).toBe(403);
    expect((await call('POST', '/ttt/matches', null, { mode: 'chess', difficulty: 'easy' })).statusCode).toBe(400);
    expect((await call('GET', '/ttt/matches/not-a-uuid', null)).statusCode).toBe(400);
  });

  it('lets the computer answer after thinking, passes lapsed turns, and costs a member who leaves points', async () => {
    const member = await fixtures.member();
    // A point to lose first: a board total never goes below 0.
    const ticket = await start(member, { mode: 'computer', difficulty: 'easy' });
    const [mine] = ticket.match.yourMarks;
    expect(mine).toBeDefined();
    expect(ticket.match.sides.find((side) => side.mark !== mine)!.kind).toBe('computer');
    let match = ticket.match;
    if (match.turn !== mine) {
      expect(match.cells.every((cell) => cell.choices === undefined)).toBe(true);
      clock.advance(COMPUTER_THINK_MS);
      match = await read(match.id, member);
      expect(match.turn).toBe(mine);
      expect(match.lastMove!.mark).not.toBe(mine);
    }
    // The member lets three turns run out (the computer answering in between): they have left.
    for (let missed = 0; missed < 3 && match.status === 'playing'; missed++) {
      clock.advance(TURN + COMPUTER_THINK_MS);
      match = await read(match.id, member);
    }
    expect(match).toMatchObject({ status: 'finished', endReason: expect.stringMatching(/abandoned|line|full|stalled/) });
    // Either way the member lost: by leaving (the penalty), or the computer got its line first.
    expect(match.winner).not.toBe(mine);
    expect(match.points![mine!]).toBe(match.endReason === 'abandoned' ? -TTT_POINTS.quitPenalty : 0);
    const record = (await call('GET', '/ttt/record', member)).json<TttRecord>();
    expect(record).toMatchObject({ played: 1, won: 0, lost: match.winner ? 1 : 0, quit: match.endReason === 'abandoned' ? 1 : 0, openMatchId: null });
  });

  it('pairs two members live, tells both of every change, ranks the winner and costs the quitter', async () => {
    const [ayse, mehmet] = [await fixtures.member(), await fixtures.member()];
    expect((await call('POST', '/ttt/matches', null, { mode: 'live', difficulty: 'hard' })).statusCode).toBe(401);

    const invitation = await start(ayse, { mode: 'live', difficulty: 'hard' });
    expect(invitation.match.status).toBe('waiting');
    expect((await call('POST', '/ttt/matches', ayse, { mode: 'live', difficulty: 'hard', matchId: invitation.match.id })).json<TttMatchTicket>().match.id).toBe(invitation.match.id);

    const joined = await start(mehmet, { mode: 'live', difficulty: 'hard' });
    expect(joined.match).toMatchObject({ id: invitation.match.id, status: 'playing', turn: 'x' });
    expect(joined.match.sides.map((side) => side.username).sort()).toEqual([ayse.username, mehmet.username].sort());
    const topic = `match:${invitation.match.id}`;
    expect(await eventFor(events, topic, 1, 'playing')).toMatchObject({ id: invitation.match.id, yourMarks: [] });
    // A third member finds no invitation left to join: they open their own.
    const third = await fixtures.member();
    expect((await start(third, { mode: 'live', difficulty: 'hard' })).match.status).toBe('waiting');
    expect((await call('POST', '/ttt/matches', third, { mode: 'live', difficulty: 'hard', matchId: invitation.match.id })).statusCode).toBe(409);
    // A private invitation is for the friend with its link: nobody looking for an opponent gets it.
    const privateInvitation = await start(third, { mode: 'live', difficulty: 'easy', invite: true });
    const seeker = await fixtures.member();
    const sought = await start(seeker, { mode: 'live', difficulty: 'easy' });
    expect(sought.match).toMatchObject({ status: 'waiting' });
    expect(sought.match.id).not.toBe(privateInvitation.match.id);
    expect((await start(seeker, { mode: 'live', difficulty: 'easy', matchId: privateInvitation.match.id })).match).toMatchObject({ id: privateInvitation.match.id, status: 'playing' });

    const xMember = joined.match.yourMarks[0] === 'x' ? mehmet : ayse;
    const oMember = xMember === ayse ? mehmet : ayse;
    const xTicket = xMember === ayse ? invitation : joined;
    const oTicket = xMember === ayse ? joined : invitation;
    let match = joined.match;

    // O may not answer on X's turn; X takes the centre and O's page hears of it.
    expect((await guess(oTicket, oMember, match, { cell: 4, name: rightAnswer(match, 4).name })).statusCode).toBe(409);
    const taken = await guess(xTicket, xMember, match, { cell: 4, name: rightAnswer(match, 4).name });
    expect(taken.statusCode).toBe(200);
    match = taken.json<TttMatch>();
    expect(match).toMatchObject({ turn: 'o', turnNumber: 2 });
    expect(await eventFor(events, topic, 2, 'playing')).toMatchObject({ turn: 'o', cells: expect.arrayContaining([expect.objectContaining({ mark: 'x' })]) });
    // O's token is O's: without O signed in it does nothing.
    expect((await guess(oTicket, xMember, match, { cell: 0, name: 'Hagi' })).statusCode).toBe(403);

    const quit = await call('POST', `/ttt/matches/${match.id}/quit`, oMember, { token: oTicket.token });
    expect(quit.json<TttMatch>()).toMatchObject({ status: 'finished', winner: 'x', endReason: 'quit', points: { x: TTT_POINTS.liveWin, o: -TTT_POINTS.quitPenalty } });
    expect(await eventFor(events, topic, 2, 'finished')).toMatchObject({ winner: 'x', endReason: 'quit' });
    expect((await guess(xTicket, xMember, match, { cell: 0, name: 'Hagi' })).statusCode).toBe(410);

    const board = (await call('GET', '/leaderboards/ttt-football/daily', xMember)).json<LeaderboardResponse>();
    expect(board.items.find((entry) => entry.player.id === xMember.id)).toMatchObject({ score: TTT_POINTS.liveWin });
    // The quitter had no points: a penalty never puts anyone on the board below 0.
    expect(board.items.some((entry) => entry.player.id === oMember.id)).toBe(false);
  });

  it('withdraws an invitation without a penalty and lets it lapse after ten minutes', async () => {
    const member = await fixtures.member();
    // Private invitations: an open one of an earlier test could otherwise pair this member at once.
    const invitation = await start(member, { mode: 'live', difficulty: 'easy', invite: true });
    const withdrawn = await call('POST', `/ttt/matches/${invitation.match.id}/quit`, member, { token: invitation.token });
    expect(withdrawn.json<TttMatch>()).toMatchObject({ status: 'cancelled', points: null });

    const second = await start(member, { mode: 'live', difficulty: 'easy', invite: true });
    clock.advance(11 * 60_000);
    expect((await read(second.match.id, member)).status).toBe('cancelled');
  });
});
