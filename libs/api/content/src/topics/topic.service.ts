import { HttpError } from '@meydan/api/core';
import { RELATED_TOPICS_LIMIT, type TopicResponse } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { CONTENT_MESSAGES } from '../content.messages';
import { mapTag } from '../content.mapper';
import type { ContentRepository } from '../content.repository';
import { tagRouteCandidates } from '../content.service';
import type { TopicRepository } from './topic.repository';

/** The topic hub's tag, read like `GET /tags/route/{route}` (`trailers` → `/tag/trailers-news`). */
export async function topicOf(content: ContentRepository, topics: TopicRepository, edition: Edition, name: string): Promise<TopicResponse> {
  const tag = await content.findTagByRoutes(edition, tagRouteCandidates(edition, name));
  if (!tag) throw new HttpError(404, CONTENT_MESSAGES.tagNotFound);
  const [description, related] = await Promise.all([topics.description(tag.id), topics.relatedTags(edition, tag.id, RELATED_TOPICS_LIMIT)]);
  return { tag: mapTag(tag), description, related: related.map(mapTag) };
}
