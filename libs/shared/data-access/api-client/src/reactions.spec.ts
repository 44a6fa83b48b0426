import { reactionEvent } from './reactions.api';

describe('reactionEvent (SPEC §3 item_reactions)', () => {
  it('names the emoji as the item, the action, the counter key, and an article as the base item', () => {
    expect(reactionEvent('article:10050', 'love', true)).toMatchObject({
      event: { type: 'item_reactions', itemType: 'emoji', itemId: 'love', metadata: { action: 'add', key: 'article:10050' } },
      base: { baseItemId: '10050', baseItemType: 'article' },
    });
    const game = reactionEvent('game:2048', 'fire', false);
    expect(game.event).toMatchObject({ itemId: 'fire', metadata: { action: 'remove', key: 'game:2048' } });
    expect(game.base).toBeUndefined();
  });
});
