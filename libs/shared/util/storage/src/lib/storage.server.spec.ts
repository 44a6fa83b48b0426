/**
 * @jest-environment node
 */
import { storageGet, storageRemove, storageSet } from './storage';

describe('local storage wrapper during SSR', () => {
  it('degrades without localStorage', () => {
    expect(typeof localStorage).toBe('undefined');
    expect(storageSet('k', 1)).toBe(false);
    expect(storageGet('k')).toBeNull();
    expect(() => storageRemove('k')).not.toThrow();
  });
});
