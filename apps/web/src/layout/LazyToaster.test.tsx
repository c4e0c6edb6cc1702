import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../lib/notify.ts';
import { LazyToaster } from './LazyToaster.tsx';

afterEach(cleanup);

describe('LazyToaster', () => {
  it('mounts sonner only at the first toast, and shows that toast in its live region', async () => {
    const { container } = render(<LazyToaster />);
    // Even with sonner's module at hand, nothing renders before a toast is asked for (docs/performance.md#bars:
    // a first load without a toast does not fetch it).
    await act(async () => {
      await import('sonner');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('[aria-live]')).toBeNull();

    act(() => notify.info('2 searches left today'));

    const toast = await screen.findByText('2 searches left today');
    const region = document.querySelector('section[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(region?.contains(toast)).toBe(true);
  });
});
