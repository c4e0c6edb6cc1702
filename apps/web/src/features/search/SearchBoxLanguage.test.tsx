import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { activateLocale } from '../../lib/i18n/catalogs.ts';
import { SearchBox } from './SearchBox.tsx';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <SearchBox value={value} onChange={setValue} onPick={() => {}} onSubmit={() => {}} searching={false} />
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('suggestions in the visitor’s language', () => {
  it('a German page asks with lang=de and shows the German name the server answers', async () => {
    await activateLocale('de');
    const fetched = vi.fn(async (url: string) =>
      jsonResponse(
        200,
        url.includes('lang=de')
          ? [{ id: 129, type: 'movie', title: 'Chihiros Reise ins Zauberland', year: 2001, thumbnail: null }]
          : [],
      ),
    );
    vi.stubGlobal('fetch', fetched);
    renderApp(<Harness />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Chihiros Reise' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option').textContent).toContain('Chihiros Reise ins Zauberland');
    expect(String(fetched.mock.calls[0]?.[0])).toContain('lang=de');
  });

  it('an English page sends no language (the answers cached before stay the same)', async () => {
    const fetched = vi.fn(async (_url: string) => jsonResponse(200, []));
    vi.stubGlobal('fetch', fetched);
    renderApp(<Harness />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Spirited' } });
    await waitFor(() => expect(fetched).toHaveBeenCalled());
    expect(String(fetched.mock.calls[0]?.[0])).not.toContain('lang=');
  });
});
