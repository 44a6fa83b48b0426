/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Issue 20: the colour theme is a set of tokens in shell.css. The dark set is written twice (the
 * reader's choice, and the system's setting while none is chosen): both must say the same, and
 * every text token must keep WCAG AA contrast (4.5:1) on every paper of its theme.
 */
const css = readFileSync(join(__dirname, 'shell.css'), 'utf8');

function declarations(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/(--[\w-]+|color-scheme):\s*([^;]+);/g)].map((match) => [match[1] as string, (match[2] as string).trim()]));
}

const light = declarations(/:root \{([^}]*)\}/.exec(css)?.[1] ?? '');
const chosenDark = declarations(/:root\[data-theme='dark'\] \{([^}]*)\}/.exec(css)?.[1] ?? '');
const systemDark = declarations(/@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme='light'\]\) \{([^}]*)\}/.exec(css)?.[1] ?? '');
const dark = { ...light, ...chosenDark };

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

describe('colour theme tokens (issue 20)', () => {
  it('writes the dark set once in meaning: the chosen theme and the system setting say the same', () => {
    expect(Object.keys(chosenDark).length).toBeGreaterThan(15);
    expect(systemDark).toEqual(chosenDark);
    expect(chosenDark['color-scheme']).toBe('dark');
    expect(light['color-scheme']).toBe('light');
  });

  it('gives every token the dark set changes a light value too', () => {
    for (const token of Object.keys(chosenDark)) expect({ token, light: token in light }).toEqual({ token, light: true });
  });

  it.each([
    ['light', light],
    ['dark', dark],
  ])('keeps text readable (WCAG AA) in the %s theme', (_name, tokens) => {
    const pairs: Array<[text: string, paper: string, minimum: number]> = [
      ['--ink', '--paper', 4.5],
      ['--ink', '--paper-2', 4.5],
      ['--ink-2', '--paper', 4.5],
      ['--ink-2', '--paper-2', 4.5],
      ['--ink-3', '--paper', 4.5],
      ['--red-ink', '--paper', 4.5],
      ['--red-ink', '--accent-bg', 4.5],
      ['--link', '--paper', 4.5],
      ['--link', '--info-bg', 4.5],
      ['--danger', '--danger-bg', 4.5],
      ['--danger', '--paper', 4.5],
      ['--ok', '--ok-bg', 4.5],
      ['--ok', '--paper', 4.5],
      ['--warn', '--warn-bg', 4.5],
      ['--warn', '--paper', 4.5],
      // Inverted pieces (current page, chosen chip): paper on ink.
      ['--paper', '--ink', 4.5],
      // The focus ring against the page (WCAG 1.4.11: 3:1).
      ['--focus', '--paper', 3],
    ];
    const failing = pairs
      .map(([text, paper, minimum]) => ({ pair: `${text} on ${paper}`, ratio: Math.round(contrast(tokens[text] as string, tokens[paper] as string) * 100) / 100, minimum }))
      .filter(({ ratio, minimum }) => ratio < minimum);
    expect(failing).toEqual([]);
  });

  it('keeps white text readable on the brand red in both themes (buttons, badges)', () => {
    expect(contrast('#ffffff', light['--red'] as string)).toBeGreaterThanOrEqual(4.5);
    expect(dark['--red']).toBe(light['--red']);
  });

  it('keeps every 2048 tile number readable (WCAG AA), whatever the theme (the tiles keep their colours)', () => {
    const games = readFileSync(join(__dirname, 'games.css'), 'utf8');
    const tiles = [...games.matchAll(/^\.g2048__tile--(\w+) \{ background: (#[0-9a-f]{6}); color: (#[0-9a-f]{6});/gm)].map((match) => ({
      tile: match[1] as string,
      ratio: Math.round(contrast(match[2] as string, match[3] as string) * 100) / 100,
    }));
    expect(tiles.map(({ tile }) => tile)).toEqual(['2', '4', '8', '16', '32', '64', '128', '256', '512', '1024', '2048', 'super']);
    expect(tiles.filter(({ ratio }) => ratio < 4.5)).toEqual([]);
  });
});
