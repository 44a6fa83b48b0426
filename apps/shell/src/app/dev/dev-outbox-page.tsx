import { useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { DevOutboxMail } from '@meydan/shared/contracts';
import { normalizeError } from '@meydan/shared/util/errors';
import { useGetDevOutboxQuery } from './dev-outbox.api';

// Links in the plain-text body: the verification, reset and deletion links a developer follows.
const LINK = /(https?:\/\/[^\s<>"]+)/g;

function LinkedText({ text }: { text: string }) {
  return (
    <pre className="dev-outbox__text">
      {text.split(LINK).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

function MailItem({ mail, locale }: { mail: DevOutboxMail; locale: string }) {
  const { t } = useTranslation('common');
  const [showHtml, setShowHtml] = useState(false);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(mail.createdAt));
  return (
    <li className="dev-outbox__mail">
      <h2 className="dev-outbox__subject">{mail.subject}</h2>
      <p className="dev-outbox__meta">
        <span>{t('devOutbox.to', { address: mail.to })}</span> · <time dateTime={mail.createdAt}>{when}</time> · <span>{mail.template}</span> · <span>{mail.locale}</span> ·{' '}
        <span className={`dev-outbox__status dev-outbox__status--${mail.status}`}>{t(`devOutbox.status.${mail.status}`)}</span>
        {mail.lastError ? <span className="dev-outbox__error"> · {mail.lastError}</span> : null}
      </p>
      <LinkedText text={mail.text} />
      {mail.html ? (
        <button type="button" className="button" aria-expanded={showHtml} onClick={() => setShowHtml((shown) => !shown)}>
          {showHtml ? t('devOutbox.hideHtml') : t('devOutbox.showHtml')}
        </button>
      ) : null}
      {/* The HTML version as the recipient's mail program shows it; sandboxed, so nothing in it runs. */}
      {showHtml ? <iframe className="dev-outbox__html" title={mail.subject} sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={mail.html} /> : null}
    </li>
  );
}

/**
 * `/dev/outbox`: the mails the API queued, for developers running the platform without SMTP
 * (MAIL_TRANSPORT=outbox). Fetched in the browser only; where the API has no outbox (production)
 * the page says so.
 */
export function DevOutboxPage() {
  const { t, i18n } = useTranslation('common');
  const { data, error, isLoading, isFetching, refetch } = useGetDevOutboxQuery(undefined, { refetchOnMountOrArgChange: true });
  const status = error ? normalizeError(error).statusCode : 0;
  return (
    <section className="page dev-outbox" aria-labelledby="dev-outbox-title" aria-busy={isFetching}>
      <div className="dev-outbox__head">
        <h1 id="dev-outbox-title">{t('devOutbox.title')}</h1>
        <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
          {t('devOutbox.refresh')}
        </button>
      </div>
      <p>{t('devOutbox.intro')}</p>
      {isLoading ? <p role="status">{t('devOutbox.loading')}</p> : null}
      {error ? (
        <p className="notice notice--error" role="alert">
          {status === 404 ? t('devOutbox.unavailable') : t('errors.actionFailed')}
        </p>
      ) : null}
      {data && data.items.length === 0 ? <p>{t('devOutbox.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <ol className="dev-outbox__list">
          {data.items.map((mail) => (
            <MailItem key={mail.id} mail={mail} locale={i18n.language} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
