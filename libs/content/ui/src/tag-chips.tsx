import { Link } from '@meydan/shared/util/router';
import type { Tag } from '@meydan/shared/contracts';

/**
 * Tags as "#name" chips linking to their tag pages. Each chip is marked for the reading tracker,
 * which reports it to the data layer once seen (hashtag_impression, analytics consent only).
 */
export function TagChips({ tags, label, large = false }: { tags: readonly Pick<Tag, '_id' | 'name' | 'route'>[]; label?: string; large?: boolean }) {
  return (
    <ul className={`chip-list${large ? ' chip-list--large' : ''}`} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag._id} data-impression="hashtag" data-impression-id={tag._id} data-impression-name={tag.name}>
          <Link to={tag.route} className="chip">
            #{tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
