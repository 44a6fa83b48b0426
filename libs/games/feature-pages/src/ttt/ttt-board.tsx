import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { TttCell, TttMark, TttMatch, TttTeam } from '@meydan/shared/contracts';
import { useTranslation } from '@meydan/shared/util/translate';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The badge's letters: the second kit colour when it reads well (WCAG AA) on the first, else black or white. */
export function badgeInk(fill: string, kit: string): string {
  if (contrast(fill, kit) >= 4.5) return kit;
  return contrast(fill, '#000000') >= contrast(fill, '#ffffff') ? '#000000' : '#ffffff';
}

/** A team's badge, drawn from its kit colours (no crests: they are the clubs' trademarks). */
export function TeamBadge({ team }: { team: TttTeam }) {
  return (
    <span className="ttt-team" data-team={team.id}>
      <span className="ttt-team__badge" style={{ background: team.colors[0], color: badgeInk(team.colors[0], team.colors[1]), borderColor: team.colors[1] }} aria-hidden="true">
        {team.short}
      </span>
      <span className="ttt-team__name">{team.name}</span>
    </span>
  );
}

export function MarkGlyph({ mark }: { mark: TttMark }) {
  return (
    <span className={`ttt-mark ttt-mark--${mark}`} aria-hidden="true">
      {mark === 'x' ? '✕' : '◯'}
    </span>
  );
}

interface BoardProps {
  match: TttMatch;
  /** Whether this browser may answer now. */
  canPlay: boolean;
  busy: boolean;
  onAnswer: (cell: number, answer: { footballerId: string } | { name: string }) => void;
}

/**
 * The 3×3 grid with its row and column teams. Choosing an open cell opens the answer panel: the
 * four suggestions (easy) or a name field (hard). Every cell is a button with a label a screen
 * reader reads in full ("Galatasaray and Spain: open").
 */
export function TttBoard({ match, canPlay, busy, onAnswer }: BoardProps) {
  const { t } = useTranslation('games');
  const [selected, setSelected] = useState<number | null>(null);
  const [name, setName] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);

  // A new turn closes the panel (the cell may be gone; the choices are new).
  useEffect(() => {
    setSelected(null);
    setName('');
  }, [match.turnNumber, match.status]);
  useEffect(() => {
    if (selected !== null) panelRef.current?.querySelector<HTMLElement>('button, input')?.focus();
  }, [selected]);

  const teamsOf = (cell: number) => [match.rows[Math.floor(cell / 3)] as TttTeam, match.columns[cell % 3] as TttTeam] as const;
  const labelOf = (cell: TttCell, index: number) => {
    const [row, column] = teamsOf(index);
    const teams = t('ttt.cellTeams', { row: row.name, column: column.name });
    if (cell.mark && cell.footballer) return `${teams}: ${t('ttt.cellTaken', { mark: cell.mark.toUpperCase(), player: cell.footballer.name })}`;
    if (cell.dead) return `${teams}: ${t('ttt.cellDead')}`;
    return `${teams}: ${t('ttt.cellOpen')}`;
  };
  const choose = (index: number) => {
    const cell = match.cells[index] as TttCell;
    if (!canPlay || cell.mark || cell.dead) return;
    setSelected(selected === index ? null : index);
  };
  const submitName = (event: FormEvent) => {
    event.preventDefault();
    if (selected === null || !name.trim()) return;
    onAnswer(selected, { name: name.trim() });
  };

  const winning = new Set(match.line ?? []);
  const selectedCell = selected === null ? null : (match.cells[selected] as TttCell);
  return (
    <div className="ttt-board-wrap">
      <div className="ttt-board" role="grid" aria-label={t('ttt.boardLabel')}>
        <div role="row" className="ttt-board__row">
          <span className="ttt-board__corner" role="columnheader">
            <span className="visually-hidden">{t('ttt.teams')}</span>
          </span>
          {match.columns.map((team) => (
            <span key={team.id} role="columnheader" className="ttt-board__head ttt-board__head--column">
              <TeamBadge team={team} />
            </span>
          ))}
        </div>
        {match.rows.map((rowTeam, row) => (
          <div key={rowTeam.id} role="row" className="ttt-board__row">
            <span role="rowheader" className="ttt-board__head ttt-board__head--row">
              <TeamBadge team={rowTeam} />
            </span>
            {[0, 1, 2].map((column) => {
              const index = row * 3 + column;
              const cell = match.cells[index] as TttCell;
              const classes = ['ttt-cell', cell.mark ? `ttt-cell--${cell.mark}` : '', cell.dead ? 'ttt-cell--dead' : '', winning.has(index) ? 'ttt-cell--line' : '', selected === index ? 'ttt-cell--selected' : '']
                .filter(Boolean)
                .join(' ');
              return (
                <span key={index} role="gridcell" className="ttt-board__cell">
                  <button
                    type="button"
                    className={classes}
                    aria-label={labelOf(cell, index)}
                    aria-pressed={selected === index}
                    aria-disabled={!canPlay || Boolean(cell.mark) || cell.dead}
                    onClick={() => choose(index)}
                  >
                    {cell.mark ? <MarkGlyph mark={cell.mark} /> : null}
                    {cell.footballer ? (
                      <span className="ttt-cell__player" data-player={cell.footballer.id}>
                        {cell.footballer.name}
                      </span>
                    ) : null}
                    {!cell.mark && cell.answers?.length ? (
                      <span className="ttt-cell__answers">{t('ttt.couldBe', { players: cell.answers.map((player) => player.name).join(', ') })}</span>
                    ) : null}
                    {cell.dead && !cell.answers ? <span className="ttt-cell__answers">{t('ttt.cellDead')}</span> : null}
                  </button>
                </span>
              );
            })}
          </div>
        ))}
      </div>

      {selected !== null && selectedCell && canPlay ? (
        <div ref={panelRef} className="ttt-answer" role="group" aria-labelledby="ttt-answer-title" onKeyDown={(event) => event.key === 'Escape' && setSelected(null)}>
          <p id="ttt-answer-title" className="ttt-answer__title">
            {t('ttt.question', { row: teamsOf(selected)[0].name, column: teamsOf(selected)[1].name })}
          </p>
          {match.difficulty === 'easy' ? (
            <div className="ttt-answer__choices">
              {(selectedCell.choices ?? []).map((player) => (
                <button key={player.id} type="button" className="dq-option" disabled={busy} onClick={() => onAnswer(selected, { footballerId: player.id })}>
                  {player.name}
                </button>
              ))}
            </div>
          ) : (
            <form className="ttt-answer__form" onSubmit={submitName}>
              <label className="visually-hidden" htmlFor="ttt-name">
                {t('ttt.nameLabel')}
              </label>
              <input
                id="ttt-name"
                className="emojile__input"
                value={name}
                maxLength={80}
                autoComplete="off"
                autoCapitalize="words"
                spellCheck={false}
                enterKeyHint="send"
                placeholder={t('ttt.namePlaceholder')}
                onChange={(event) => setName(event.target.value)}
              />
              <button type="submit" className="button button--primary" disabled={busy || !name.trim()}>
                {t('ttt.send')}
              </button>
            </form>
          )}
          <button type="button" className="button button--link" onClick={() => setSelected(null)}>
            {t('ttt.otherCell')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
