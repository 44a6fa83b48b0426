import type { Db, Queryable } from '@meydan/api/db';
import { defaultEditionOrigins, type Edition, type EditionOrigins } from '@meydan/shared/util/routing';
import { AccountService } from './account.service';

export interface EmailConfirmationOptions {
  /** Public origin per edition: the link points at the edition the member edited from. */
  editionOrigins?: EditionOrigins;
  /** Sends queued mail right after the commit (`setupMailer`). */
  mailer?: { nudge(): void };
  now?: () => number;
}

/**
 * The confirmation mail of a changed e-mail address, for other domains (the profile edit of the
 * community plugins): the same link, token and template as registration and "send the link
 * again". `queue` runs inside the caller's transaction, so the mail exists iff the change committed.
 */
export function emailConfirmationMailer(db: Db, options: EmailConfirmationOptions = {}) {
  const accounts = new AccountService(db, options.now ?? Date.now);
  const origins = options.editionOrigins ?? defaultEditionOrigins();
  return {
    queue: (tx: Queryable, user: { id: string; email: string; username: string }, edition: Edition) =>
      accounts.queueVerification(tx, user, { locale: edition, origin: origins[edition] }),
    nudge: () => options.mailer?.nudge(),
  };
}
