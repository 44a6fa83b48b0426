import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { RemoteName } from '@meydan/shared/util/remote-kit';

/** What a reader sees in place of a remote that is down or crashed; the rest of the page stays. */
export function RemoteFallback({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation('common');
  return (
    <section className="remote-fallback" role="alert" data-remote-fallback={remote}>
      <h1 className="remote-fallback__title">{t('remote.title')}</h1>
      <p>{t('remote.unavailable')}</p>
      <a className="button" href={typeof window === 'undefined' ? undefined : window.location.href}>
        {t('remote.retry')}
      </a>
    </section>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  resetKey: string;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { failedKey: string | null }> {
  override state = { failedKey: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedKey: string | null }> {
    return { failedKey: '__pending__' };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[remote:${this.props.remote}] render failed`, error);
    this.setState({ failedKey: this.props.resetKey });
  }

  override render() {
    const { failedKey } = this.state;
    // A failure belongs to the page it happened on: navigating elsewhere renders again.
    if (failedKey === '__pending__' || failedKey === this.props.resetKey) return <RemoteFallback remote={this.props.remote} />;
    return this.props.children;
  }
}

/**
 * Isolation boundary around a remote's page. On the server an error thrown while rendering
 * inside <Suspense> streams the fallback instead of failing the whole document; in the browser
 * the error boundary does the same.
 */
export function RemoteArea({ remote, resetKey, failed, children }: BoundaryProps & { failed: boolean }) {
  if (failed) return <RemoteFallback remote={remote} />;
  return (
    <RemoteBoundary remote={remote} resetKey={resetKey}>
      <Suspense fallback={<RemoteFallback remote={remote} />}>
        <div className="remote-area" data-remote={remote}>
          {children}
        </div>
      </Suspense>
    </RemoteBoundary>
  );
}
