import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render-app.tsx';
import { renderRoute, stubFetch } from '../../../test/render-route.tsx';
import { MyServicesDialog } from './MyServicesDialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(country: string | null, countryGuessed = false) {
  stubFetch({
    'GET /api/services': () => jsonResponse(200, { services: [{ name: 'Netflix', countries: 90 }] }),
  });
  const onSave = vi.fn(async () => {});
  renderRoute(
    <MyServicesDialog
      open
      onClose={() => {}}
      services={[]}
      country={country}
      countryGuessed={countryGuessed}
      onSave={onSave}
      signedIn={false}
    />,
    '/',
  );
  return { onSave, select: screen.getByLabelText('Your country') as HTMLSelectElement };
}

describe('MyServicesDialog’s country', () => {
  it('asks for a country when none is known, rather than showing the alphabet’s first', async () => {
    const { select, onSave } = show(null);
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]?.textContent).toBe('Choose your country');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ services: [], country: null }));
  });

  it('starts on the guess and says it is one, until the visitor picks another', () => {
    const { select } = show('JP', true);
    expect(select.value).toBe('JP');
    expect(screen.getByTestId('country-hint').textContent).toContain('Guessed from your browser');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByTestId('country-hint').id);
    fireEvent.change(select, { target: { value: 'SE' } });
    expect(screen.queryByTestId('country-hint')).toBeNull();
  });

  it('says nothing of a guess for the visitor’s own country', () => {
    const { select } = show('DE', false);
    expect(select.value).toBe('DE');
    expect(screen.queryByTestId('country-hint')).toBeNull();
  });
});
