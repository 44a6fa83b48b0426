import { renderToString } from 'react-dom/server';
import { ShellContext, type ShellContextValue } from '../shell-context';
import { BrowserOnly } from './browser-only';

const shell = (isServer: boolean) => ({ edition: 'tr', origin: 'http://localhost', origins: {}, loader: {}, isServer }) as unknown as ShellContextValue;

describe('BrowserOnly', () => {
  it('leaves its parts out of a server render and renders them in the browser', () => {
    const page = (isServer: boolean) =>
      renderToString(
        <ShellContext.Provider value={shell(isServer)}>
          <BrowserOnly>
            <b>member count</b>
          </BrowserOnly>
        </ShellContext.Provider>,
      );
    expect(page(true)).toBe('');
    expect(page(false)).toBe('<b>member count</b>');
    expect(renderToString(<BrowserOnly>alone</BrowserOnly>)).toBe('alone');
  });
});
