import { messages } from '@reelatlas/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/render-app.tsx';
import { apiErrorFromResponse } from '../../lib/api-error.ts';
import { resetBannedForTests, useBanned } from '../../lib/banned-state.ts';
import { BannedPage } from './BannedPage.tsx';

function Shell() {
  return useBanned() ? <BannedPage /> : <p>the page</p>;
}

afterEach(() => {
  cleanup();
  resetBannedForTests();
});

it('replaces the page with the banned notice once any API call answers 403 banned', async () => {
  render(<Shell />);
  expect(screen.getByText('the page')).toBeTruthy();
  await act(() => apiErrorFromResponse(jsonResponse(403, { error: 'forbidden', message: 'no' })));
  expect(screen.getByText('the page')).toBeTruthy();
  await act(() => apiErrorFromResponse(jsonResponse(403, { error: 'banned', message: messages.banned })));
  expect(screen.getByRole('heading', { name: 'Access blocked' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(messages.banned);
});
