import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SuggestionOption } from './SuggestionOption.tsx';

afterEach(cleanup);

const show = (item: Parameters<typeof SuggestionOption>[0]['item']) =>
  render(
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox's listbox, as SearchBox renders it.
    <ul role="listbox" aria-label="Suggestions">
      <SuggestionOption id="o1" item={item} active={false} onPick={() => {}} onHover={() => {}} />
    </ul>,
  );

describe('SuggestionOption', () => {
  it('shows the name that matched, then the title, when a title was found by another name', () => {
    show({
      id: 129,
      type: 'movie',
      title: 'Spirited Away',
      year: 2001,
      thumbnail: null,
      matchedName: 'El viaje de Chihiro',
    });
    const option = screen.getByRole('option');
    expect(option.textContent).toContain('El viaje de Chihiro · Spirited Away');
    expect(screen.getByText('El viaje de Chihiro').getAttribute('dir')).toBe('auto');
  });

  it('shows the title alone otherwise', () => {
    show({ id: 603, type: 'movie', title: 'The Matrix', year: 1999, thumbnail: null });
    expect(screen.getByRole('option').textContent).toMatch(/The Matrix1999 · Movie$/);
    expect(screen.getByRole('option').textContent).not.toContain(' · The Matrix');
  });

  it('shows markup in a name as text', () => {
    show({
      id: 1,
      type: 'movie',
      title: 'Hostile',
      year: null,
      thumbnail: null,
      matchedName: '<img src=x onerror=alert(1)>',
    });
    expect(screen.getByRole('option').querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  });
});
