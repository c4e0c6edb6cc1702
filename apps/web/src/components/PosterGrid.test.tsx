import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PosterGrid } from './PosterGrid.tsx';

afterEach(cleanup);

const items = [
  { key: 'movie:1', title: 'The Matrix', year: 1999, thumbnail: 'https://image.tmdb.org/t/p/w342/m.jpg' },
  { key: 'movie:2', title: 'Alien', year: 1979, thumbnail: null },
];

describe('PosterGrid', () => {
  it('uses the title as alt text, and a generated card without a thumbnail', () => {
    render(<PosterGrid items={items} onOpen={() => {}} />);
    expect(screen.getByRole('img', { name: 'The Matrix' }).tagName).toBe('IMG');
    expect(screen.getByRole('img', { name: 'Alien' }).tagName).toBe('DIV');
  });

  it('opens a title on click', () => {
    const onOpen = vi.fn();
    render(<PosterGrid items={items} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Alien' }));
    expect(onOpen).toHaveBeenCalledWith(items[1]);
  });

  it("labels the optional remove button 'Remove {title}'", () => {
    const onRemove = vi.fn();
    render(<PosterGrid items={items} onOpen={() => {}} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove The Matrix' }));
    expect(onRemove).toHaveBeenCalledWith(items[0]);
  });

  it("shows 'Nothing added yet!' when empty", () => {
    render(<PosterGrid items={[]} onOpen={() => {}} />);
    expect(screen.getByText('Nothing added yet!')).toBeTruthy();
  });
});
