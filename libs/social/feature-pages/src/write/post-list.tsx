import { useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { MemberArticleCard } from '@meydan/shared/contracts';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import { Modal } from '@meydan/shared/ui';
import { formatDate } from '@meydan/shared/util/i18n';
import type { EditionCode } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { refusalText } from '../account-link-shared';
import { memberContentApi } from '@meydan/social/data-access';
import { StatusBadge } from './write-shared';

export interface PostCardProps {
  card: MemberArticleCard;
  edition: EditionCode;
  /** The list is the author's own: statuses, reasons, edit and delete. */
  owner: boolean;
  headingLevel?: 2 | 3;
}

/**
 * One post in a member's list: the cover, the title (linking to the published article), its
 * category and date; for its author also the status, an editor's reason and the edit and delete
 * actions (delete asks first; deleted posts can never come back).
 */
export function PostCard({ card, edition, owner, headingLevel = 2 }: PostCardProps) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = card.title || t('editor.preview.untitled');
  const image = card.image?.resolutions.standard;

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await dispatch(memberContentApi.endpoints.deleteArticle.initiate(card._id)).unwrap();
      setConfirming(false);
    } catch (error) {
      setFailure(refusalText(common, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="post-card">
      {image ? <img className="post-card__image" src={image.url} alt="" width={image.width} height={image.height} loading="lazy" /> : <div className="post-card__image post-card__image--empty" aria-hidden="true" />}
      <div className="post-card__body">
        <Heading className="post-card__title">{card.route ? <Link to={card.route}>{title}</Link> : title}</Heading>
        <p className="post-card__meta">
          {owner && card.status ? <StatusBadge status={card.status} /> : null}
          {owner && card.isHidden ? <span className="post-badge post-badge--danger">{t('editor.status.hidden')}</span> : null}
          {card.category ? <span>{card.category.name}</span> : null}
          <span>
            {card.published
              ? t('editor.list.published', { date: formatDate(card.published, edition) })
              : t('editor.list.updated', { date: formatDate(card.updatedAt, edition) })}
          </span>
        </p>
        {card.description ? <p className="post-card__summary">{card.description}</p> : null}
        {owner && card.status === 'rejected' && card.rejectionReason ? (
          <p className="post-card__reason">
            <strong>{t('editor.banner.reason')}:</strong> {card.rejectionReason}
          </p>
        ) : null}
        {owner && card.editable ? (
          <div className="post-card__actions">
            <Link className="button" to={routePath(edition, 'social.write.edit', { id: card._id })} aria-label={`${t('editor.list.edit')}: ${title}`}>
              {t('editor.list.edit')}
            </Link>
            <button type="button" className="button button--danger" onClick={() => setConfirming(true)} aria-label={`${t('editor.list.delete')}: ${title}`}>
              {t('editor.list.delete')}
            </button>
          </div>
        ) : null}
      </div>
      {confirming ? (
        <Modal title={t('editor.list.deleteTitle')} closeLabel={common('actions.close')} onClose={() => !busy && setConfirming(false)}>
          <p className="settings-confirm__text">{t('editor.list.deleteText', { title })}</p>
          {failure ? (
            <p className="form-field__error" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="settings-confirm__actions">
            <button type="button" className="button button--danger" disabled={busy} aria-busy={busy} onClick={() => void remove()}>
              {t('editor.list.deleteConfirm')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming(false)}>
              {t('editor.list.keep')}
            </button>
          </div>
        </Modal>
      ) : null}
    </li>
  );
}
