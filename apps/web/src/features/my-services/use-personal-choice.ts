import type { MyServices } from '@reelatlas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queryKeys } from '../../lib/query-keys.ts';
import { browserCountryGuess, type VisitorCountry, visitorCountry } from '../../lib/visitor-country.ts';
import { useSession } from '../account/index.ts';
import { accountServicesQueryOptions, saveAccountServices } from './my-services-api.ts';
import { saveMyServices, useMyServices } from './my-services-store.ts';

// This code arrives with the title page's, fetched when a search is coming (routes/title-route.ts):
// the browser's guess is taken while the visitor is still choosing, not when the page renders.
if (typeof requestIdleCallback === 'function') requestIdleCallback(() => browserCountryGuess());

export interface PersonalChoice {
  services: readonly string[];
  home: string | null;
  /** The country is a guess from the browser, not the visitor's (or their account's) word. */
  guessed: boolean;
  /** Saves a new choice: on the account when signed in, else in this browser. */
  save: (choice: MyServices) => Promise<void>;
  /** Signed in with nothing saved, while this browser holds a choice: offer to keep it. */
  browserChoiceToOffer: MyServices | null;
}

/**
 * The visitor's country, one guess for the whole app (lib/visitor-country.ts): their choice (the
 * account's when signed in, else this browser's), the account's country, else the browser's guess.
 */
export function useVisitorCountry(): VisitorCountry | null {
  const { data: session } = useSession();
  const signedIn = Boolean(session);
  const local = useMyServices();
  const account = useQuery({ ...accountServicesQueryOptions, enabled: signedIn });
  const choice = signedIn ? account.data?.country : local?.country;
  return useMemo(
    () => visitorCountry({ choice, account: session?.country, browser: browserCountryGuess() }),
    [choice, session?.country],
  );
}

/**
 * The visitor's services and home country: the account's when signed in (the server keeps
 * them), else this browser's; the country is the app's one guess (useVisitorCountry).
 */
export function usePersonalChoice(): PersonalChoice {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const signedIn = Boolean(session);
  const local = useMyServices();
  const account = useQuery({ ...accountServicesQueryOptions, enabled: signedIn });
  const country = useVisitorCountry();
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
      home: country?.code ?? null,
      guessed: country?.source === 'browser',
      save,
      browserChoiceToOffer: offer,
    };
  }, [signedIn, account.data, local, country, save]);
}
