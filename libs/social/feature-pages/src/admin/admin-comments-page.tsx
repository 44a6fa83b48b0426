import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { AdminLayout } from './admin-layout';
import { CommentsReviewPanel } from './comments-review-panel';

/** `/admin/comments`: reported and offensive comments waiting for an editor (the comments domain's panel). */
export function AdminCommentsPage({ edition }: RoutePageProps) {
  return (
    <AdminLayout edition={edition} section="comments">
      {() => <CommentsReviewPanel />}
    </AdminLayout>
  );
}
