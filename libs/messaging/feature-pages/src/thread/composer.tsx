import { type ChangeEvent, type FormEvent, type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { isCoarsePointer } from '../lib/layout';
import { isSendable, MESSAGE_MAX_LENGTH, MESSAGE_WARN_LENGTH, messageLength } from '../lib/message-text';
import { readSession, writeSession } from '../lib/session-store';

/** The other member hears "typing" at most this often (the indicator itself lasts 5 s). */
export const TYPING_THROTTLE_MS = 2000;

export interface ComposerProps {
  recipientName: string;
  /** sessionStorage key of this conversation's draft. */
  draftKey: string;
  onSend: (text: string) => void;
  /** Tells the other member the member is writing (absent until the conversation exists). */
  onTyping?: () => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The message box. Enter sends and Shift+Enter starts a new line (on touch screens Enter is a
 * new line and the button sends). The counter shows n/3000, warns near the limit and, over it,
 * says by how much and disables sending (SPEC §5). The draft is kept per conversation in
 * sessionStorage, so a reload does not lose it; once sent, the message itself is kept until the
 * server accepts it (see useOptimisticSend).
 */
export function Composer({ recipientName, draftKey, onSend, onTyping, textareaRef }: ComposerProps) {
  const { t } = useTranslation('messaging');
  const [text, setText] = useState(() => readSession(draftKey) ?? '');
  const lastTyping = useRef(0);
  const ids = useId();
  const fieldId = `${ids}-field`;
  const hintId = `${ids}-hint`;
  const counterId = `${ids}-counter`;
  const errorId = `${ids}-error`;

  useEffect(() => writeSession(draftKey, text), [draftKey, text]);

  const length = messageLength(text);
  const over = length - MESSAGE_MAX_LENGTH;
  const sendable = isSendable(text);

  const submit = () => {
    if (!sendable) return;
    onSend(text);
    setText('');
    lastTyping.current = 0;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || isCoarsePointer()) return;
    event.preventDefault();
    submit();
  };
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    const now = Date.now();
    if (onTyping && /\S/.test(event.target.value) && now - lastTyping.current >= TYPING_THROTTLE_MS) {
      lastTyping.current = now;
      onTyping();
    }
  };

  const counterClass = over > 0 ? 'composer__counter composer__counter--over' : length >= MESSAGE_WARN_LENGTH ? 'composer__counter composer__counter--near' : 'composer__counter';
  return (
    <form className="composer" onSubmit={onSubmit}>
      <label htmlFor={fieldId} className="visually-hidden">
        {t('composer.label', { name: recipientName })}
      </label>
      <textarea
        ref={textareaRef}
        id={fieldId}
        className="composer__field"
        rows={2}
        value={text}
        placeholder={t('composer.placeholder')}
        enterKeyHint="send"
        aria-invalid={over > 0 || undefined}
        aria-describedby={over > 0 ? `${errorId} ${counterId}` : `${counterId} ${hintId}`}
        onChange={onChange}
        onKeyDown={onKeyDown}
      />
      <div className="composer__bar">
        <p id={hintId} className="composer__hint">
          {t('composer.hint')}
        </p>
        <p id={counterId} className={counterClass}>
          <span aria-hidden="true">
            {length}/{MESSAGE_MAX_LENGTH}
          </span>
          <span className="visually-hidden">{t('composer.counterLabel', { used: length, max: MESSAGE_MAX_LENGTH })}</span>
        </p>
        <button type="submit" className="button button--primary composer__send" disabled={!sendable}>
          {t('composer.send')}
        </button>
      </div>
      {over > 0 ? (
        <p id={errorId} className="composer__error" role="alert">
          {t('composer.tooLong', { count: over, max: MESSAGE_MAX_LENGTH })}
        </p>
      ) : null}
    </form>
  );
}
