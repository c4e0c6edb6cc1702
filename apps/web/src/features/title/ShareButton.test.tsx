import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { ShareButton } from './ShareButton.tsx';
import { shareTitle } from './share-title.ts';

vi.mock('../../lib/notify.ts', () => ({ notify: { info: vi.fn(), error: vi.fn() } }));

const matrix = { type: 'movie', id: 603, title: 'The Matrix' } as const;
const origin = 'https://reelatlas.example';

afterEach(() => {
  cleanup();
  vi.mocked(notify.info).mockClear();
  vi.mocked(notify.error).mockClear();
  vi.unstubAllGlobals();
});

describe('shareTitle', () => {
  it("opens the phone's share sheet with the title page's canonical link", async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    const outcome = await shareTitle(
      matrix,
      { share, clipboard: { writeText } } as never,
      origin,
      'Where to stream The Matrix',
    );
    expect(outcome).toBe('shared');
    expect(share).toHaveBeenCalledWith({
      title: 'The Matrix',
      text: 'Where to stream The Matrix',
      url: 'https://reelatlas.example/movie?id=movie:603',
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet (desktop Firefox)', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const outcome = await shareTitle(
      { ...matrix, type: 'tv', id: 1399 },
      { clipboard: { writeText } } as never,
      origin,
      'Where to stream Game of Thrones',
    );
    expect(outcome).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://reelatlas.example/movie?id=tv:1399');
  });

  it('treats a closed share sheet as the visitor’s choice, and another refusal by copying', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const cancelled = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(
      await shareTitle(
        matrix,
        { share: cancelled, clipboard: { writeText } } as never,
        origin,
        'Where to stream The Matrix',
      ),
    ).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
    const refused = vi.fn(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    expect(
      await shareTitle(
        matrix,
        { share: refused, clipboard: { writeText } } as never,
        origin,
        'Where to stream The Matrix',
      ),
    ).toBe('copied');
  });

  it('reports a clipboard that refuses', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    expect(
      await shareTitle(matrix, { clipboard: { writeText } } as never, origin, 'Where to stream The Matrix'),
    ).toBe('failed');
  });
});

describe('ShareButton', () => {
  it('copies the link and says so in a toast where the browser cannot share', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(<ShareButton movie={matrix} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share The Matrix' }));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Link copied.'));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/movie?id=movie:603`);
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      share: undefined,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    render(<ShareButton movie={matrix} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share The Matrix' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        `Could not copy the link. Copy it from here: ${location.origin}/movie?id=movie:603`,
        { duration: 15_000 },
      ),
    );
  });

  it('says nothing when the share sheet did the sharing', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: vi.fn(() => Promise.resolve()), clipboard: {} });
    render(<ShareButton movie={matrix} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share The Matrix' }));
    const share = navigator.share as unknown as () => Promise<void>;
    await waitFor(() => expect(share).toHaveBeenCalled());
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Share The Matrix' }).getAttribute('aria-disabled'),
      ).toBeNull(),
    );
    expect(notify.info).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });
});
