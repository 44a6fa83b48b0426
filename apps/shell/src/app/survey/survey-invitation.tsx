import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { Modal } from '@meydan/shared/ui';
import { useLocation } from '@meydan/shared/util/router';
import { type Edition, routePath } from '@meydan/shared/util/routing';
import { isAuthPage } from '../auth/provider-sign-in';
import { type FormLoader, LazyForm } from '../auth/lazy-form';
import type { SurveyFormProps } from './survey-form';
import { isSurveyDue, markAnswered, markDismissed, markOffered, markOptedOut, recordVisit, type SurveyState, updateSurveyState } from './survey-schedule';
import { useDueAfter } from '../layout/use-due-after';

/** The invitation waits this long on a page, after the other prompts' 4 s, so it never competes with the first read. */
export const SURVEY_DELAY_MS = 10_000;

/** The survey form is its own chunk (it validates with the contract schemas): fetched when the reader opens it. */
const loadSurveyForm: FormLoader<SurveyFormProps> = () => import('./survey-form');

export interface SurveyInvitationProps {
  edition: Edition;
  delayMs?: number;
  /** Specs run the schedule on their own clock. */
  now?: () => number;
  loadForm?: FormLoader<SurveyFormProps>;
  /** While true (the cookie banner is due: no answer yet) the card waits, like every other prompt. */
  held?: boolean;
}

/**
 * One prompt at a time: whether another card of the bottom prompt area (the Google sign-in card,
 * the push alert, the cookie banner, …) shows something now. Each prompt keeps a slot in the area
 * and fills it only while it is shown (the banner is there only while due), so a sibling with
 * content is a prompt on screen.
 */
function useOtherPromptShown(slot: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const mine = slot.current;
    const area = mine?.parentElement;
    if (!mine || !area) return;
    const check = () => setShown([...area.children].some((child) => child !== mine && child.childElementCount > 0));
    check();
    const observer = new MutationObserver(check);
    observer.observe(area, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [slot]);
  return shown;
}

type Phase = 'waiting' | 'offered' | 'open' | 'over';

/**
 * The satisfaction survey's invitation (issue 19): a small card in the bottom prompt area, offered
 * by the rules of survey-schedule.ts, never while the cookie banner is due or another prompt is
 * on screen, never on sign-in, feedback or /admin pages. Like the other prompts it takes no focus
 * and is announced politely; "Take the survey" opens the form in a dialog (a lazy chunk), "Not
 * now", × and Escape dismiss it, "Don't ask again" ends it for good. Renders nothing on the server.
 */
export function SurveyInvitation({ edition, delayMs = SURVEY_DELAY_MS, now = Date.now, loadForm = loadSurveyForm, held = false }: SurveyInvitationProps) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const slot = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [state, setState] = useState<SurveyState | null>(null);
  const [phase, setPhase] = useState<Phase>('waiting');
  const answered = useRef(false);
  const otherPrompt = useOtherPromptShown(slot);
  const clock = useRef(now);
  clock.current = now;

  // This page load is a visit (one per day counts).
  useEffect(() => setState(updateSurveyState((current) => recordVisit(current, clock.current()))), []);

  const quietPage = isAuthPage(pathname) || pathname === routePath(edition, 'social.feedback') || pathname === '/admin' || pathname.startsWith('/admin/');
  const clear = !held && !otherPrompt && !quietPage;
  const eligible = phase === 'waiting' && clear && state !== null && isSurveyDue(state, clock.current());

  const due = useDueAfter(eligible, delayMs);

  useEffect(() => {
    if (!due || !eligible) return;
    setState(updateSurveyState((current) => markOffered(current, clock.current())));
    setPhase('offered');
  }, [due, eligible]);

  const finish = (change: (current: SurveyState) => SurveyState) => {
    setState(updateSurveyState(change));
    setPhase('over');
  };
  const dismiss = () => finish(markDismissed);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') dismiss();
  };
  const closeDialog = () => finish((current) => (answered.current ? current : markDismissed(current)));
  const onAnswered = () => {
    answered.current = true;
    setState(updateSurveyState((current) => markAnswered(current, clock.current())));
  };

  return (
    <div className="site-prompts__slot" aria-live="polite" ref={slot}>
      {phase === 'offered' && clear ? (
        <section className="sign-in-prompt survey-invitation" aria-labelledby={titleId} onKeyDown={onKeyDown}>
          <button type="button" className="sign-in-prompt__close" aria-label={t('survey.invitation.close')} onClick={dismiss}>
            <span aria-hidden="true">×</span>
          </button>
          <h2 id={titleId} className="sign-in-prompt__title">
            {t('survey.invitation.title')}
          </h2>
          <p className="sign-in-prompt__text">{t('survey.invitation.text')}</p>
          <div className="push-alert__actions">
            <button type="button" className="push-alert__allow" onClick={() => setPhase('open')}>
              {t('survey.invitation.start')}
            </button>
            <button type="button" className="push-alert__later" onClick={dismiss}>
              {t('survey.invitation.later')}
            </button>
          </div>
          <button type="button" className="survey-invitation__never" onClick={() => finish(markOptedOut)}>
            {t('survey.invitation.never')}
          </button>
        </section>
      ) : null}
      {phase === 'open' ? (
        <Modal title={t('survey.title')} closeLabel={t('survey.close')} onClose={closeDialog} className="modal--survey">
          <LazyForm load={loadForm} edition={edition} pageUrl={`${pathname}${search}`} onAnswered={onAnswered} onClose={closeDialog} />
        </Modal>
      ) : null}
    </div>
  );
}
