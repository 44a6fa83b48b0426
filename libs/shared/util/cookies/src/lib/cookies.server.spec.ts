/**
 * @jest-environment node
 */
import { clearCookiesExcept, getAllCookies, getCookie, removeCookie, setCookie } from './cookies';

describe('browser helpers on the server', () => {
  it('are no-ops without a document', () => {
    expect(typeof document).toBe('undefined');
    expect(() => setCookie('a', '1')).not.toThrow();
    expect(() => removeCookie('a')).not.toThrow();
    expect(() => clearCookiesExcept([])).not.toThrow();
    expect(getCookie('a')).toBeUndefined();
    expect(getAllCookies()).toEqual({});
  });
});
