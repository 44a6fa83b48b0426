import type { ReactNode } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { Image } from '@meydan/shared/contracts';
import { Avatar } from '@meydan/shared/ui';
import { Link } from '@meydan/shared/util/router';
import { type Edition, profileLink } from '@meydan/shared/util/routing';

/** What a row needs: member summaries, follow-list items and search results (authors) all fit. */
export interface ListedMember {
  _id: string;
  username: string;
  name: string | null;
  avatar?: Image | null;
  isActive: boolean;
  premium?: boolean;
}

export interface MemberListProps<T extends ListedMember> {
  members: readonly T[];
  edition: Edition;
  /** Accessible name of the list. */
  label: string;
  /** A control at the end of a row (follow, unblock), or a short note. */
  action?: (member: T) => ReactNode;
  /** A line under the username (e.g. when they were blocked). */
  detail?: (member: T) => ReactNode;
}

/** Members as rows: avatar, name, @username and premium badge, linked to their profile (SPEC §2.8). */
export function MemberList<T extends ListedMember>({ members, edition, label, action, detail }: MemberListProps<T>) {
  const { t } = useTranslation('social');
  return (
    <ul className="member-list" aria-label={label}>
      {members.map((member) => {
        const href = profileLink(edition, member);
        const identity = (
          <>
            <Avatar image={member.avatar} size={48} className="member-list__avatar" />
            <span className="member-list__names">
              <span className="member-list__name">
                {member.name ?? member.username}
                {member.premium ? (
                  <span className="profile-badge profile-badge--small" title={t('profile.premiumLabel')}>
                    {t('profile.premium')}
                  </span>
                ) : null}
              </span>
              <span className="member-list__username">@{member.username}</span>
              {detail ? <span className="member-list__detail">{detail(member)}</span> : null}
            </span>
          </>
        );
        return (
          <li key={member._id} className="member-list__item">
            {href ? (
              <Link className="member-list__link" to={href}>
                {identity}
              </Link>
            ) : (
              <span className="member-list__link">{identity}</span>
            )}
            {action ? <span className="member-list__action">{action(member)}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
