import { useEffect, useMemo, useRef, useState } from 'react';
import { useGetTttRecordQuery } from '@meydan/games/data-access';
import type { TttMatch, TttSide } from '@meydan/shared/contracts';
import { TTT_POINTS, TTT_TURN_SECONDS, type TttDifficulty, type TttMark, type TttMode } from '@meydan/shared/contracts/constants';
import { selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { openLoginDialog } from '@meydan/shared/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { useLocation, useNavigate } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { GameHeader } from '../common/game-header';
import { isMobileView } from '../common/mobile-view';
import { GamePageFooter } from '../common/page-footer';
import { shareText } from '@meydan/shared/ui';
import { MarkGlyph, TttBoard } from './ttt-board';
import { useTttMatch } from './use-ttt-match';

export const TTT_SLUG = 'tic-tac-toe-football';
/** `?mac={id}`: a live match's address, shared as its invitation. */
const MATCH_PARAM = 'mac';

/** Seconds left until `deadline` on the server's clock, ticking while a match is played. */
function useSecondsLeft(deadline: string | null, skew: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  if (!deadline) return null;
  return Math.max(0, Math.ceil((Date.parse(deadline) - (now + skew)) / 1000));
}

function sideName(side: TttSide, t: (key: string, options?: Record<string, unknown>) => string, mode?: TttMode): string {
  if (side.kind === 'computer') return t('ttt.computer');
  // A guest against the computer is simply "you".
  if (mode === 'computer' && side.kind === 'local') return t('ttt.youName');
  if (side.kind === 'member') return side.name || side.username || t('ttt.player', { mark: side.mark.toUpperCase() });
  return t('ttt.player', { mark: side.mark.toUpperCase() });
}

/**
 * Tic Tac Toe Football (issue 16; SPEC §2.11): a lobby (opponent and difficulty), then the match
 * — against the computer, a friend on this screen, or another member live — and its end.
 */
export function TttPage({ edition, origin, params, routeId }: RoutePageProps) {
  const { t } = useTranslation('games');
  const viewer = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const navigate = useNavigate();
  const game = useTttMatch(t('ttt.failed'), viewer?._id ?? null);
  const [mode, setMode] = useState<TttMode>('computer');
  const [difficulty, setDifficulty] = useState<TttDifficulty>('easy');
  const [confirmQuit, setConfirmQuit] = useState(false);
  const [notice, setNotice] = useState('');
  const record = useGetTttRecordQuery({ viewerId: viewer?._id ?? '' }, { skip: !viewer });
  const invited = new URLSearchParams(location.search).get(MATCH_PARAM);
  const match = game.session?.match ?? null;
  const secondsLeft = useSecondsLeft(match?.status === 'playing' ? match.turnEndsAt : null, game.skew);
  const tried = useRef<string | null>(null);
  const path = routePath(edition, 'games.game', { slug: params['slug'] ?? TTT_SLUG });

  // A reload resumes this tab's match; an invitation link is answered once the reader asks to join.
  useEffect(() => {
    if (!invited || game.session || tried.current === invited) return;
    tried.current = invited;
    void game.resume(invited);
  }, [invited, game]);
  // A live match's address carries it, so it can be shared (and a reload comes back to it): set
  // once per match, and only while this page is the one shown (not as the reader leaves it).
  const addressed = useRef<string | null>(null);
  useEffect(() => {
    if (match?.mode !== 'live' || addressed.current === match.id || location.pathname !== path) return;
    addressed.current = match.id;
    if (invited !== match.id) navigate(`${path}?${MATCH_PARAM}=${match.id}`, { replace: true });
  }, [match?.mode, match?.id, invited, navigate, path, location.pathname]);

  const begin = (nextMode: TttMode, nextDifficulty: TttDifficulty, how: { matchId?: string; invite?: boolean } = {}) => {
    setConfirmQuit(false);
    setNotice('');
    void game.start(nextMode, nextDifficulty, how);
  };
  const backToLobby = () => {
    game.leave();
    setConfirmQuit(false);
    setNotice('');
    if (invited) navigate(path, { replace: true });
    // A skipped query (a guest has no record) cannot be refetched: RTK Query throws.
    if (viewer) void record.refetch();
  };

  return (
    <div className="game-page game-page--ttt">
      <GameHeader name={t('ttt.name')} board="tic-tac-toe-football" edition={edition} mobile={isMobileView(routeId)} />
      {match ? (
        <MatchView
          match={match}
          marks={game.session?.marks ?? []}
          secondsLeft={secondsLeft}
          busy={game.guessing}
          confirmQuit={confirmQuit}
          inviteUrl={`${origin}${path}?${MATCH_PARAM}=${match.id}`}
          notice={notice}
          onNotice={setNotice}
          onAnswer={(cell, answer) => void game.guess(cell, answer)}
          onQuit={() => (confirmQuit ? (setConfirmQuit(false), void game.quit()) : setConfirmQuit(true))}
          onCancelInvite={() => void game.quit()}
          onKeepPlaying={() => setConfirmQuit(false)}
          onAgain={() => begin(match.mode, match.difficulty)}
          onLobby={backToLobby}
        />
      ) : (
        <Lobby
          mode={mode}
          difficulty={difficulty}
          signedIn={viewer !== null}
          starting={game.starting}
          invited={invited}
          record={record.data ?? null}
          onMode={setMode}
          onDifficulty={setDifficulty}
          onStart={(invite) => begin(mode, difficulty, { invite })}
          onJoin={(matchId) => begin('live', difficulty, { matchId })}
          onResume={(matchId) => navigate(`${path}?${MATCH_PARAM}=${matchId}`)}
        />
      )}
      {game.error ? (
        <p className="notice notice--error" role="alert">
          {game.error}
        </p>
      ) : null}
      <GamePageFooter signedIn={viewer !== null} slug={TTT_SLUG} edition={edition} rules={t('ttt.rules', { seconds: TTT_TURN_SECONDS, penalty: TTT_POINTS.quitPenalty })} />
    </div>
  );
}

interface LobbyProps {
  mode: TttMode;
  difficulty: TttDifficulty;
  signedIn: boolean;
  starting: boolean;
  invited: string | null;
  record: { played: number; won: number; drawn: number; lost: number; openMatchId: string | null } | null;
  onMode: (mode: TttMode) => void;
  onDifficulty: (difficulty: TttDifficulty) => void;
  /** `invite`: a live match for one friend, by its link. */
  onStart: (invite: boolean) => void;
  onJoin: (matchId: string) => void;
  onResume: (matchId: string) => void;
}

function Lobby({ mode, difficulty, signedIn, starting, invited, record, onMode, onDifficulty, onStart, onJoin, onResume }: LobbyProps) {
  const { t } = useTranslation('games');
  const needsSignIn = (mode === 'live' || invited !== null) && !signedIn;
  return (
    <div className="ttt-lobby">
      <p className="ttt-lobby__lead">{t('ttt.lead')}</p>
      {invited ? (
        <div className="ttt-invite" role="status">
          <p>{t('ttt.invited')}</p>
        </div>
      ) : (
        <fieldset className="ttt-choice">
          <legend>{t('ttt.opponent')}</legend>
          {(['computer', 'local', 'live'] as const).map((option) => (
            <label key={option} className={`ttt-choice__option${mode === option ? ' ttt-choice__option--on' : ''}`}>
              <input type="radio" name="ttt-mode" value={option} checked={mode === option} onChange={() => onMode(option)} />
              <span className="ttt-choice__name">{t(`ttt.mode.${option}`)}</span>
              <span className="ttt-choice__note">{t(`ttt.modeNote.${option}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="ttt-choice">
        <legend>{t('ttt.difficulty')}</legend>
        {(['easy', 'hard'] as const).map((option) => (
          <label key={option} className={`ttt-choice__option${difficulty === option ? ' ttt-choice__option--on' : ''}`}>
            <input type="radio" name="ttt-difficulty" value={option} checked={difficulty === option} onChange={() => onDifficulty(option)} />
            <span className="ttt-choice__name">{t(`ttt.level.${option}`)}</span>
            <span className="ttt-choice__note">{t(`ttt.levelNote.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      {needsSignIn ? (
        <p className="ttt-lobby__signin">
          {t('ttt.liveSignIn')}{' '}
          <button type="button" className="button button--primary" onClick={() => openLoginDialog()}>
            {t('daily.signIn')}
          </button>
        </p>
      ) : (
        <div className="ttt-lobby__buttons">
          <button type="button" className="button button--primary ttt-lobby__start" disabled={starting} onClick={() => (invited ? onJoin(invited) : onStart(false))}>
            {invited ? t('ttt.join') : mode === 'live' ? t('ttt.findOpponent') : t('ttt.start')}
          </button>
          {mode === 'live' && !invited ? (
            <button type="button" className="button ttt-lobby__start" disabled={starting} onClick={() => onStart(true)}>
              {t('ttt.inviteFriend')}
            </button>
          ) : null}
        </div>
      )}
      {record ? (
        <div className="ttt-record">
          <p>{t('ttt.record', { played: record.played, won: record.won, drawn: record.drawn, lost: record.lost })}</p>
          {record.openMatchId && !invited ? (
            <button type="button" className="button" onClick={() => onResume(record.openMatchId as string)}>
              {t('ttt.backToLive')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

interface MatchViewProps {
  match: TttMatch;
  marks: TttMark[];
  secondsLeft: number | null;
  busy: boolean;
  confirmQuit: boolean;
  inviteUrl: string;
  notice: string;
  onNotice: (text: string) => void;
  onAnswer: (cell: number, answer: { footballerId: string } | { name: string }) => void;
  onQuit: () => void;
  onCancelInvite: () => void;
  onKeepPlaying: () => void;
  onAgain: () => void;
  onLobby: () => void;
}

function MatchView({ match, marks, secondsLeft, busy, confirmQuit, inviteUrl, notice, onNotice, onAnswer, onQuit, onCancelInvite, onKeepPlaying, onAgain, onLobby }: MatchViewProps) {
  const { t } = useTranslation('games');
  const playing = match.status === 'playing';
  const turnSide = match.turn ? (match.sides.find((side) => side.mark === match.turn) as TttSide) : null;
  const myTurn = playing && match.turn !== null && marks.includes(match.turn);
  const lastMove = useMemo(() => describeLastMove(match, t), [match, t]);

  if (match.status === 'waiting') {
    const copy = async () => onNotice((await shareText(t('ttt.inviteText'), inviteUrl)) === 'failed' ? t('share.failed') : t('ttt.inviteCopied'));
    return (
      <div className="ttt-waiting" role="status">
        <p className="ttt-waiting__title">{t('ttt.waiting')}</p>
        <p>{t('ttt.waitingNote')}</p>
        <p className="ttt-waiting__link">
          <input className="emojile__input" readOnly value={inviteUrl} aria-label={t('ttt.inviteLink')} onFocus={(event) => event.currentTarget.select()} />
        </p>
        <div className="ttt-actions">
          <button type="button" className="button button--primary" onClick={() => void copy()}>
            {t('ttt.invite')}
          </button>
          <button type="button" className="button" onClick={onCancelInvite}>
            {t('ttt.cancelInvite')}
          </button>
        </div>
        {notice ? <p>{notice}</p> : null}
      </div>
    );
  }

  return (
    <div className="ttt-match">
      <div className="ttt-status">
        <ol className="ttt-sides" aria-label={t('ttt.sides')}>
          {match.sides.map((side) => (
            <li key={side.mark} className={`ttt-side${match.turn === side.mark ? ' ttt-side--turn' : ''}`}>
              <MarkGlyph mark={side.mark} />
              <span className="ttt-side__name">
                {sideName(side, t, match.mode)}
                {side.kind === 'member' && marks.includes(side.mark) ? ` (${t('ttt.you')})` : ''}
              </span>
            </li>
          ))}
        </ol>
        {playing && turnSide ? (
          <p className="ttt-turn" aria-live="polite">
            {turnSide.kind === 'computer'
              ? t('ttt.computerThinking')
              : myTurn
                ? match.mode === 'local'
                  ? t('ttt.turnOf', { name: sideName(turnSide, t) })
                  : t('ttt.yourTurn')
                : t('ttt.theirTurn', { name: sideName(turnSide, t) })}
            {turnSide.kind !== 'computer' && secondsLeft !== null ? (
              <span className={`ttt-timer${secondsLeft <= 10 ? ' ttt-timer--low' : ''}`} aria-hidden="true">
                {t('ttt.seconds', { count: secondsLeft })}
              </span>
            ) : null}
          </p>
        ) : null}
        {playing && turnSide && turnSide.kind !== 'computer' && secondsLeft !== null ? (
          <div className="ttt-clock" aria-hidden="true">
            <span className="ttt-clock__fill" style={{ width: `${(secondsLeft / TTT_TURN_SECONDS) * 100}%` }} />
          </div>
        ) : null}
      </div>

      <p className="ttt-last" aria-live="polite">
        {lastMove}
      </p>

      <TttBoard match={match} canPlay={myTurn} busy={busy} onAnswer={onAnswer} />
      {myTurn ? <p className="ttt-hint">{match.difficulty === 'easy' ? t('ttt.hintEasy') : t('ttt.hintHard')}</p> : null}

      {playing ? (
        <div className="ttt-actions">
          {confirmQuit ? (
            <div className="ttt-confirm" role="alertdialog" aria-labelledby="ttt-quit-title">
              <p id="ttt-quit-title">{match.mode === 'local' ? t('ttt.quitLocal') : t('ttt.quitWarning', { points: TTT_POINTS.quitPenalty })}</p>
              <button type="button" className="button button--primary" onClick={onQuit}>
                {t('ttt.quitConfirm')}
              </button>
              <button type="button" className="button" onClick={onKeepPlaying}>
                {t('ttt.keepPlaying')}
              </button>
            </div>
          ) : (
            <button type="button" className="button" onClick={onQuit}>
              {t('ttt.quit')}
            </button>
          )}
        </div>
      ) : (
        <MatchEnd match={match} marks={marks} onAgain={onAgain} onLobby={onLobby} />
      )}
    </div>
  );
}

function MatchEnd({ match, marks, onAgain, onLobby }: { match: TttMatch; marks: TttMark[]; onAgain: () => void; onLobby: () => void }) {
  const { t } = useTranslation('games');
  const winner = match.winner ? (match.sides.find((side) => side.mark === match.winner) as TttSide) : null;
  const mine = match.mode === 'local' ? null : (marks[0] ?? null);
  const won = mine !== null && match.winner === mine;
  const title =
    match.status === 'cancelled'
      ? t('ttt.cancelled')
      : !winner
        ? t('ttt.draw')
        : mine === null
          ? t('ttt.winnerIs', { name: sideName(winner, t) })
          : won
            ? t('ttt.youWon')
            : t('ttt.youLost');
  const points = mine !== null && match.points ? match.points[mine] : null;
  return (
    <div className={`game-result ${won ? 'game-result--won' : 'game-result--lost'}`} role="status">
      <p className="game-result__title">{title}</p>
      {match.endReason ? <p>{t(`ttt.end.${match.endReason}`)}</p> : null}
      {points !== null ? <p className="ttt-points">{t('ttt.points', { count: points })}</p> : null}
      {match.status === 'finished' ? <p className="ttt-answers-note">{t('ttt.answersShown')}</p> : null}
      <div className="ttt-actions">
        <button type="button" className="button button--primary" onClick={onAgain}>
          {t('ttt.again')}
        </button>
        <button type="button" className="button" onClick={onLobby}>
          {t('ttt.newMatch')}
        </button>
      </div>
    </div>
  );
}

/** "Arda Turan takes the square", "wrong", "time's up": what just happened, for everyone. */
function describeLastMove(match: TttMatch, t: (key: string, options?: Record<string, unknown>) => string): string {
  const move = match.lastMove;
  if (!move) return match.status === 'playing' ? t('ttt.firstTurn') : '';
  const side = match.sides.find((candidate) => candidate.mark === move.mark) as TttSide;
  const who = sideName(side, t, match.mode);
  if (move.kind === 'timeout') return t('ttt.last.timeout', { name: who });
  if (move.kind === 'quit') return t('ttt.last.quit', { name: who });
  const player = move.footballer?.name ?? move.typed ?? '';
  return t(`ttt.last.${move.verdict ?? 'wrong'}`, { name: who, player });
}
