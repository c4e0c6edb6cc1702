import type { MyServices } from '@reelatlas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSession } from '../account/index.ts';
import { guessCountry } from './guess-country.ts';
import { accountServicesQueryOptions, saveAccountServices } from './my-services-api.ts';
import { saveMyServices, useMyServices } from './my-services-store.ts';

/** The browser's country guess, taken once: its time zone lookup costs a phone ~20 ms. */
let guessed: string | null | undefined;
function browserGuess(): string | null {
  if (guessed === undefined) guessed = guessCountry();
  return guessed;
}
// This code arrives with the title page's, fetched when a search is coming (routes/title-route.ts):
// the guess is taken while the visitor is still choosing, not when the page renders.
if (typeof requestIdleCallback === 'function') requestIdleCallback(() => browserGuess());

export interface PersonalChoice {
  services: readonly string[];
  home: string | null;
  /** The country is a guess from the browser, not the visitor's word. */
  guessed: boolean;
  /** Saves a new choice: on the account when signed in, else in this browser. */
  save: (choice: MyServices) => Promise<void>;
  /** Signed in with nothing saved, while this browser holds a choice: offer to keep it. */
  browserChoiceToOffer: MyServices | null;
}

/**
 * The visitor's services and home country: the account's when signed in (the server keeps
 * them), else this browser's; a country guessed from the browser when none was given.
 */
export function usePersonalChoice(): PersonalChoice {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const signedIn = Boolean(session);
  const local = useMyServices();
  const account = useQuery({ ...accountServicesQueryOptions, enabled: signedIn });
  const guess = browserGuess();
  const mutation = useMutation({
    mutationFn: saveAccountServices,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountServicesQueryOptions.queryKey, saved);
      // The country is the account's: the profile shows it too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
  const { mutateAsync } = mutation;

  const save = useCallback(
    async (choice: MyServices) => {
      if (signedIn) await mutateAsync(choice);
      else saveMyServices(choice);
    },
    [signedIn, mutateAsync],
  );

  return useMemo(() => {
    const choice = signedIn ? (account.data ?? null) : local;
    const offer =
      signedIn && account.data && account.data.services.length === 0 && local && local.services.length > 0
        ? local
        : null;
    return {
      services: choice?.services ?? [],
      home: choice?.country ?? guess,
      guessed: !choice?.country,
      save,
      browserChoiceToOffer: offer,
    };
  }, [signedIn, account.data, local, guess, save]);
}
