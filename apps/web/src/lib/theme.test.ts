import { afterEach, describe, expect, it } from 'vitest';
import { getTheme, setTheme, THEME_COLORS } from './theme.ts';

afterEach(() => {
  document.head.replaceChildren();
  localStorage.clear();
});

describe('setTheme', () => {
  it("switches the page and the browser bar's colour (an installed app's frame) together", () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = THEME_COLORS.dark;
    document.head.append(meta);
    setTheme('light');
    expect(getTheme()).toBe('light');
    expect(meta.content).toBe('#f8fafc');
    setTheme('dark');
    expect(getTheme()).toBe('dark');
    expect(meta.content).toBe('#020617');
  });
});
