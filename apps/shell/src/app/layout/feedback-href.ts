import { FEEDBACK_FROM_PARAM } from '@meydan/shared/contracts/constants';
import { type Edition, routePath } from '@meydan/shared/util/routing';

/**
 * The feedback form's address told which page the reader is on (`?from=` its path, without the
 * query: an address's query is anyone's to write, and the page's links must not echo it), for the
 * footer and the member menu. On the form itself it keeps the page the form came from.
 */
export function feedbackHref(edition: Edition, pathname: string, search: string): string {
  const form = routePath(edition, 'social.feedback');
  const from = pathname === form ? new URLSearchParams(search).get(FEEDBACK_FROM_PARAM) : pathname;
  return from ? `${form}?${new URLSearchParams({ [FEEDBACK_FROM_PARAM]: from }).toString()}` : form;
}
