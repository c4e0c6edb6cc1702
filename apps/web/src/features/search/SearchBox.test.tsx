import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { SearchBox } from './SearchBox.tsx';

const suggestions = [
  { id: 603, type: 'movie', title: 'The Matrix', year: 1999, thumbnail: null },
  { id: 604, type: 'movie', title: 'The Matrix Reloaded', year: 2003, thumbnail: null },
];

function Harness({
  onPick,
  onSubmit,
}: {
  onPick: (item: unknown) => void;
  onSubmit: (text: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <SearchBox value={value} onChange={setValue} onPick={onPick} onSubmit={onSubmit} searching={false} />
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      jsonResponse(
        200,
        url.includes('q=zz') ? [] : suggestions.filter((s) => s.title.toLowerCase().includes('matrix')),
      ),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SearchBox combobox', () => {
  it('asks for suggestions from 2 characters and lists them as options', async () => {
    renderApp(<Harness onPick={() => {}} onSubmit={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Search a movie or TV show' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'm' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'ma' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('1999');
  });

  it('moves the active option with the arrows and picks it with Enter', async () => {
    const onPick = vi.fn();
    renderApp(<Harness onPick={onPick} onSubmit={() => {}} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'matrix' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = input.getAttribute('aria-activedescendant');
    expect(active).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(suggestions[0]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the list with Escape', async () => {
    renderApp(<Harness onPick={() => {}} onSubmit={() => {}} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'matrix' } });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it("says 'No matches' when nothing fits", async () => {
    renderApp(<Harness onPick={() => {}} onSubmit={() => {}} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'zz' } });
    await waitFor(() => expect(screen.getByText('No matches')).toBeTruthy());
  });

  it('says suggestions are busy when the server asks to slow down, and the next keystroke asks again', async () => {
    const busy = 'Suggestions are busy right now. Keep typing, or press Search.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('q=mat')
          ? jsonResponse(200, suggestions)
          : jsonResponse(429, { error: 'rate_limited', message: busy }),
      ),
    );
    renderApp(<Harness onPick={() => {}} onSubmit={() => {}} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ma' } });
    await screen.findByText(busy);
    expect(screen.queryByText('Suggestions are unavailable.')).toBeNull();
    // Not retried by itself (a 429); the next keystroke's text is asked for.
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: 'mat' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
  });

  it('submits the typed text with the Search button', () => {
    const onSubmit = vi.fn();
    renderApp(<Harness onPick={() => {}} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: ' alien ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith('alien');
  });
});
