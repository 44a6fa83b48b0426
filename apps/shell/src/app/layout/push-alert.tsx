import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { useGetWebConfigQuery } from '@meydan/shared/data-access/api-client';
import { browserPushFlow, type PushFlow, pushFlowSettings, usePushFlow, usePushFlowStart } from '@meydan/shared/data-access/realtime';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { useLocation } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { isAuthPage } from '../auth/provider-sign-in';
import { useDueAfter } from './use-due-after';

/** The card waits this long after it becomes due, so it never competes with the first read. */
export const PUSH_ALERT_DELAY_MS = 4000;

export interface PushAlertProps {
  edition: Edition;
  /** Specs pass a flow over stand-ins; the default is the browser's (made after hydration). */
  createFlow?: () => PushFlow | null;
  delayMs?: number;
  /** Another prompt (the cookie banner) has the area: the card waits. */
  held?: boolean;
}

/**
 * SPEC §2.10 "push alert" and §4 push permission. The flow runs for every reader once the
 * session is known (a browser that already granted permission keeps its token registered, with
 * or without a member); the alert itself is for members only, when the flow says `prompt`
 * (permission not asked yet, not snoozed, the service up and the config allowing it).
 *
 * One prompt at a time in the bottom prompt area: the Google sign-in card is for visitors, the
 * e-mail verification modal for members with an unconfirmed address, so this card is for members
 * with a confirmed one. Never on `/auth/*` pages. A polite, non-modal card: it takes no focus
 * and is announced by its live region; "Allow" asks the browser from the click itself (browsers
 * only show their dialog on a user gesture), "Not now", × and Escape snooze it (1, 7, 15 days).
 */
export function PushAlert({ edition, createFlow = browserPushFlow, delayMs = PUSH_ALERT_DELAY_MS, held = false }: PushAlertProps) {
  const { t } = useTranslation('common');
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const { pathname } = useLocation();
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const settled = status === 'member' || status === 'anonymous';
  const userId = status === 'member' ? (user?._id ?? null) : null;
  const { flow, state } = usePushFlow(createFlow);
  const { data: config } = useGetWebConfigQuery(undefined, { skip: !settled || !flow });
  const push = config?.push;
  usePushFlowStart(flow, settled && push ? pushFlowSettings(push, userId, edition, config?.firebase) : null);

  const eligible = state === 'prompt' && status === 'member' && user !== null && user.emailVerified && !isAuthPage(pathname) && !held;
  const due = useDueAfter(eligible, delayMs);

  const refuse = () => {
    if (!asking) flow?.refuse();
  };
  const allow = () => {
    if (!flow || asking) return;
    setAsking(true);
    // Straight from the click: the browser's dialog needs the user gesture.
    void flow.allow().finally(() => setAsking(false));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') refuse();
  };

  return (
    <div className="site-prompts__slot" aria-live="polite">
      {due && eligible ? (
        <section className="sign-in-prompt push-alert" aria-labelledby={titleId} onKeyDown={onKeyDown}>
          <button type="button" className="sign-in-prompt__close" aria-label={t('pushAlert.close')} onClick={refuse} disabled={asking}>
            <span aria-hidden="true">×</span>
          </button>
          <h2 id={titleId} className="sign-in-prompt__title">
            {t('pushAlert.title')}
          </h2>
          <p className="sign-in-prompt__text">{asking ? t('pushAlert.waiting') : t('pushAlert.text')}</p>
          <div className="push-alert__actions">
            <button type="button" className="push-alert__allow" onClick={allow} disabled={asking} aria-busy={asking}>
              {t('pushAlert.allow')}
            </button>
            <button type="button" className="push-alert__later" onClick={refuse} disabled={asking}>
              {t('pushAlert.later')}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
