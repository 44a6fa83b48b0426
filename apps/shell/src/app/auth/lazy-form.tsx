import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';

/** Loads a dialog's form module: the form and the contract schemas it validates with. */
export type FormLoader<P> = () => Promise<{ default: ComponentType<P> }>;

export type LazyFormProps<P extends object> = P & { load: FormLoader<P> };

/**
 * A dialog's form, fetched when the dialog opens. The forms validate with the contracts' TypeBox
 * schemas, which a reader who never signs in should not download (issue 14): each form is its
 * own chunk and brings them along. A failed fetch (a dropped connection) offers a retry.
 */
export function LazyForm<P extends object>({ load, ...props }: LazyFormProps<P>) {
  const [attempt, setAttempt] = useState(0);
  return (
    <LoadBoundary key={attempt} onRetry={() => setAttempt((count) => count + 1)}>
      <LoadedForm load={load} props={props as unknown as P} />
    </LoadBoundary>
  );
}

function LoadedForm<P extends object>({ load, props }: { load: FormLoader<P>; props: P }) {
  const { t } = useTranslation('common');
  // One lazy component per attempt: React.lazy keeps a rejected load rejected for good.
  const [Form] = useState(() => lazy(load));
  return (
    <Suspense
      fallback={
        <p className="auth-form__status" role="status" aria-busy="true">
          {t('a11y.loading')}
        </p>
      }
    >
      <Form {...props} />
      <FocusFirstField />
    </Suspense>
  );
}

/**
 * The dialog focused its panel on open, before the form was there (Modal focuses the first field
 * it finds); once the form is in, its first field takes over, unless the reader has moved on.
 */
function FocusFirstField() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const dialog = marker.current?.closest<HTMLElement>('[role="dialog"]');
    if (dialog && document.activeElement === dialog) dialog.querySelector<HTMLElement>('input:not([disabled]), select, textarea')?.focus();
  }, []);
  return <span ref={marker} hidden />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="auth-form__alert" role="alert">
      <p>{t('errors.actionFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}

class LoadBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[auth] the form could not be loaded', error);
  }

  override render() {
    return this.state.failed ? <LoadFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}
