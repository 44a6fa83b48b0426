import { type FormEvent, forwardRef, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { LIMITS } from '@meydan/shared/contracts/constants';
import { authApi, selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { openLoginDialog } from '@meydan/shared/ui';
import { commentLength, commentRefusal } from './comment-errors';

export interface CommentComposerProps {
  /** Visible label of the text box. */
  label: string;
  submitLabel: string;
  /** Sends the text; resolves with nothing on success, throws the API error otherwise. */
  onSubmit: (text: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * The text box of a comment or a reply, with the SPEC §5 limit (5 to 1000 characters after
 * trimming) counted live. The text is kept until the API accepts it: a refusal (too long, a
 * block, too many comments) or a network failure shows the reason beside it and loses nothing.
 */
export const CommentComposer = forwardRef<HTMLTextAreaElement, CommentComposerProps>(function CommentComposer({ label, submitLabel, onSubmit, onCancel, autoFocus }, ref) {
  const { t } = useTranslation('content');
  const { t: common } = useTranslation('common');
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const length = commentLength(text);
  const tooShort = length < LIMITS.commentMin;
  const tooLong = length > LIMITS.commentMax;
  const limits = { min: LIMITS.commentMin, max: LIMITS.commentMax };
  const rule = tooLong
    ? t('comments.composer.tooLong', { max: LIMITS.commentMax, over: length - LIMITS.commentMax })
    : text.trim() !== '' && tooShort
      ? t('comments.composer.tooShort', limits)
      : t('comments.composer.hint', limits);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || tooShort || tooLong) return;
    setBusy(true);
    setFailure('');
    try {
      await onSubmit(text);
      setText('');
    } catch (error) {
      setFailure(commentRefusal(common, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="comment-composer" onSubmit={submit} noValidate>
      <label className="comment-composer__label" htmlFor={`${id}-text`}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={`${id}-text`}
        className="comment-composer__text"
        value={text}
        rows={3}
        placeholder={t('comments.composer.placeholder')}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-rule ${id}-count${failure ? ` ${id}-error` : ''}`}
        // Only a reply box opened by its Reply button takes focus: the reader asked for it.
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="comment-composer__meta">
        <p id={`${id}-rule`} className={tooLong ? 'comment-composer__rule comment-composer__rule--error' : 'comment-composer__rule'}>
          {rule}
        </p>
        <p id={`${id}-count`} className={tooLong ? 'comment-composer__count comment-composer__count--over' : 'comment-composer__count'} aria-live="polite">
          {t('comments.composer.counter', { count: length, max: LIMITS.commentMax })}
        </p>
      </div>
      {failure ? (
        <p id={`${id}-error`} className="comment-composer__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="comment-composer__actions">
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t('comments.composer.cancel')}
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy || tooShort || tooLong} aria-busy={busy || undefined}>
          {busy ? t('comments.composer.sending') : submitLabel}
        </button>
      </div>
    </form>
  );
});

/**
 * Who may write (SPEC §5, §6): visitors get the sign-in prompt, members without a confirmed
 * e-mail address the way to confirm it, confirmed members `children` (the composer). Nothing
 * while the session is still being looked at, so no prompt flashes before the member appears.
 */
export function ComposerGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('content');
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  if (status === 'anonymous') {
    return (
      <div className="comment-gate">
        <p>{t('comments.signIn.text')}</p>
        <button type="button" className="button button--primary" onClick={() => openLoginDialog()}>
          {t('comments.signIn.button')}
        </button>
      </div>
    );
  }
  if (status !== 'member' || !user) return null;
  if (!user.emailVerified) return <VerifyHint />;
  return <>{children}</>;
}

function VerifyHint() {
  const { t } = useTranslation('content');
  const { t: common } = useTranslation('common');
  const [resend, { isLoading, isSuccess, error }] = authApi.useResendVerificationEmailMutation();
  return (
    <div className="comment-gate comment-gate--verify">
      <p>{t('comments.verify.text')}</p>
      {isSuccess ? (
        <p role="status">{t('comments.verify.sent')}</p>
      ) : (
        <button type="button" className="button" onClick={() => void resend()} disabled={isLoading} aria-busy={isLoading || undefined}>
          {isLoading ? t('comments.verify.sending') : t('comments.verify.resend')}
        </button>
      )}
      {error ? <p role="alert">{commentRefusal(common, error)}</p> : null}
    </div>
  );
}
