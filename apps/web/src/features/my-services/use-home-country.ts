import { useMemo } from 'react';
import { guessCountry } from './guess-country.ts';
import { useMyServices } from './my-services-store.ts';

/**
 * The visitor's services and home country: what they picked, else no services and a country
 * guessed from the browser (`guessed` says which, so the page can offer to change it).
 */
export function usePersonalChoice(): { services: readonly string[]; home: string | null; guessed: boolean } {
  const choice = useMyServices();
  const guess = useMemo(() => guessCountry(), []);
  return useMemo(
    () =>
      choice
        ? { services: choice.services, home: choice.country ?? guess, guessed: choice.country === null }
        : { services: [], home: guess, guessed: true },
    [choice, guess],
  );
}
