import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { fakeMe, profileServer, renderProfile } from '../../../test/profile-test-server.tsx';
import { jsonResponse } from '../../../test/render-app.tsx';
import { sentBody } from '../../../test/render-route.tsx';

afterEach(cleanup);

it('shows the services kept with the account and saves a new choice there', async () => {
  let saved = { services: ['Netflix'], country: 'SE' };
  const fetchMock = profileServer(fakeMe(), {
    'GET /api/me/services': () => jsonResponse(200, saved),
    'PUT /api/me/services': (init) => {
      saved = JSON.parse(String(init?.body)) as typeof saved;
      return jsonResponse(200, saved);
    },
    'GET /api/services': () =>
      jsonResponse(200, {
        services: [
          { name: 'Netflix', countries: 90, logo: 'https://image.tmdb.org/t/p/w92/netflix.jpg' },
          { name: 'Max', countries: 40, logo: null },
        ],
        source: 'demo',
      }),
  });
  renderProfile();
  const region = await screen.findByRole('region', { name: 'My services' });
  expect(await within(region).findByText('Netflix')).toBeTruthy();
  fireEvent.click(within(region).getByRole('button', { name: 'Edit my services' }));
  const dialog = await screen.findByRole('dialog', { name: 'My services' });
  expect(within(dialog).getByText(/Kept with your account\./)).toBeTruthy();
  // The catalog's logo where it has one; the checkbox is still named by the service alone.
  await within(dialog).findByRole('checkbox', { name: /^Netflix/ }, { timeout: 5000 });
  const logos = within(dialog).getAllByTestId('service-logo');
  expect(logos.map((logo) => logo.getAttribute('src'))).toEqual([
    'https://image.tmdb.org/t/p/w92/netflix.jpg',
  ]);
  expect(logos[0]?.getAttribute('alt')).toBe('');
  fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Max/ }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sentBody(fetchMock, 'PUT /api/me/services')).toBeTruthy());
  expect(sentBody(fetchMock, 'PUT /api/me/services')).toEqual({
    services: ['Netflix', 'Max'],
    country: 'SE',
  });
  expect(await within(region).findByText('Max')).toBeTruthy();
});
