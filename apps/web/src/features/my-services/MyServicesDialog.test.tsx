import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render-app.tsx';
import { renderRoute, stubFetch } from '../../../test/render-route.tsx';
import { activateLocale } from '../../lib/i18n/catalogs.ts';
import { MyServicesDialog } from './MyServicesDialog.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

function show(country: string | null, countryGuessed = false, label = 'Your country') {
  stubFetch({
    'GET /api/services': () =>
      jsonResponse(200, { services: [{ name: 'Netflix', countries: 90 }], source: 'demo' }),
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
  return { onSave, select: screen.getByLabelText(label) as HTMLSelectElement };
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

describe('MyServicesDialog in another language', () => {
  it('speaks German: texts, plural counts and country names sorted as German sorts them', async () => {
    await act(() => activateLocale('de'));
    const { select } = show('JP', true, 'Dein Land');
    expect(screen.getByRole('heading', { name: 'Meine Dienste' })).toBeTruthy();
    expect(screen.getByTestId('country-hint').textContent).toBe(
      'Aus Sprache und Zeitzone deines Browsers geschätzt: Ändere es, falls es nicht stimmt.',
    );
    expect(select.selectedOptions[0]?.textContent).toBe('Japan');
    const names = [...select.options].map((option) => option.textContent);
    // Ä sorts with A in German (Ägypten before Albanien), not after Z.
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Albanien'));
    await screen.findByRole('checkbox', { name: /Netflix/ });
    const options = screen.getByTestId('service-options');
    expect(options.textContent).toContain('90 Länder');
    expect(screen.getByRole('group', { name: 'Deine Dienste (0 gewählt)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeTruthy();
  });

  it('speaks Arabic, right to left, with its plural forms', async () => {
    await act(() => activateLocale('ar'));
    const { select } = show(null, false, 'بلدك');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { name: 'خدماتي' })).toBeTruthy();
    expect(select.selectedOptions[0]?.textContent).toBe('اختر بلدك');
    expect([...select.options].map((option) => option.textContent)).toContain('اليابان');
    // 90 is Arabic's "many" form.
    await screen.findByRole('checkbox', { name: /Netflix/ });
    expect(screen.getByTestId('service-options').textContent).toContain('90 دولة');
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeTruthy();
  });
});
