/**
 * Which local sockets listen to which topic, so delivering an event costs one lookup and one
 * send per subscriber, whatever the number of sockets on the replica.
 */
export class TopicIndex<S> {
  private readonly topics = new Map<string, Set<S>>();

  add(topicId: string, subscriber: S): void {
    let subscribers = this.topics.get(topicId);
    if (!subscribers) {
      subscribers = new Set();
      this.topics.set(topicId, subscribers);
    }
    subscribers.add(subscriber);
  }

  remove(topicId: string, subscriber: S): void {
    const subscribers = this.topics.get(topicId);
    if (!subscribers) return;
    subscribers.delete(subscriber);
    // An emptied topic is forgotten: the index holds only topics somebody listens to.
    if (subscribers.size === 0) this.topics.delete(topicId);
  }

  subscribers(topicId: string): ReadonlySet<S> | undefined {
    return this.topics.get(topicId);
  }

  /** Topics with at least one subscriber. */
  get size(): number {
    return this.topics.size;
  }
}
