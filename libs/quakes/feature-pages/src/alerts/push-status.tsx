import { useId, useState } from 'react';
import { useGetWebConfigQuery } from '@meydan/shared/data-access/api-client';
import { browserPushFlow, type PushFlow, pushFlowSettings, type PushFlowState, usePushFlow, usePushFlowStart } from '@meydan/shared/data-access/realtime';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';

/** How each state of the flow reads to the member; `idle` and `checking` are still being found out. */
const STATE_TEXT: Record<PushFlowState, string> = {
  idle: 'alerts.push.checking',
  checking: 'alerts.push.checking',
  registering: 'alerts.push.checking',
  registered: 'alerts.push.registered',
  prompt: 'alerts.push.prompt',
  snoozed: 'alerts.push.prompt',
  denied: 'alerts.push.denied',
  unsupported: 'alerts.push.unsupported',
  unavailable: 'alerts.push.unavailable',
  disabled: 'alerts.push.disabled',
  failed: 'alerts.push.failed',
};

export interface PushStatusProps {
  userId: string;
  edition: Edition;
  /** Specs pass a flow over stand-ins; the default is the browser's (made after hydration). */
  createFlow?: () => PushFlow | null;
}

/**
 * Whether alerts can reach this browser: the site's own push permission flow (the one behind the
 * shell's push card), run here for the member, with its "Allow" asking the browser straight from
 * the click. Alerts go to every browser the member allowed; this block speaks of this one.
 */
export function PushStatus({ userId, edition, createFlow = browserPushFlow }: PushStatusProps) {
  const { t } = useTranslation('quakes');
  const titleId = useId();
  const { flow, state } = usePushFlow(createFlow);
  const [asking, setAsking] = useState(false);
  const { data: config, isError: configFailed } = useGetWebConfigQuery(undefined, { skip: !flow });
  const push = config?.push;
  usePushFlowStart(flow, push ? pushFlowSettings(push, userId, edition, config?.firebase) : null);

  const shown: PushFlowState = configFailed && !push ? 'unavailable' : state;
  const allow = () => {
    if (!flow || asking) return;
    setAsking(true);
    // Straight from the click: the browser shows its question only on a user gesture.
    void flow.allow().finally(() => setAsking(false));
  };
  const canAsk = flow !== null && (shown === 'prompt' || shown === 'snoozed');
  const canRetry = flow !== null && shown === 'failed';

  return (
    <section className={`quake-alerts__push quake-alerts__push--${shown}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="quake-alerts__subtitle">
        {t('alerts.push.title')}
      </h2>
      <p role="status">{asking ? t('alerts.push.waiting') : t(STATE_TEXT[shown])}</p>
      {canAsk ? (
        <button type="button" className="button button--primary" onClick={allow} disabled={asking} aria-busy={asking || undefined}>
          {t('alerts.push.allow')}
        </button>
      ) : null}
      {canRetry ? (
        <button type="button" className="button" onClick={() => void flow?.register({ force: true })}>
          {t('alerts.push.retry')}
        </button>
      ) : null}
      <p className="quake-alerts__hint">{t('alerts.push.everyDevice')}</p>
    </section>
  );
}
