import type { ListName, TitleType } from '@reelatlas/contracts';

/**
 * Every TanStack Query key of the app, in one place. Keys go from general to specific, so a
 * prefix invalidates a level (`lists(list)` every user's copy of a list, `list(list, user)` one).
 * Per-user data carries the user id: one account's answers are never shown to the next one
 * signed in on this tab.
 */
export const queryKeys = {
  config: ['config'],
  /** The signed-in user's record (`null` when signed out). */
  session: ['session'],
  quota: ['quota'],
  regions: ['regions'],
  services: ['services'],
  topRated: (limit: number) => ['top-rated', limit],
  autocomplete: (term: string, lang = 'en') => ['autocomplete', term, lang],
  titleChanges: (type: TitleType, id: number) => ['title-changes', type, id],
  titleFacts: (type: TitleType, id: number) => ['title-facts', type, id],
  titleInLanguage: (type: string, id: number, lang: string) => ['title-in-language', type, id, lang],
  lists: (list: ListName) => ['lists', list],
  list: (list: ListName, userId: string) => ['lists', list, userId],
  /**
   * Under the watchlist's own key, so every change of the list (an add anywhere, a removal
   * there) invalidates the planner too.
   */
  planner: (userId: string) => ['lists', 'watchlist', userId, 'planner'],
  plannerCountry: (userId: string, country: string) => ['lists', 'watchlist', userId, 'planner', country],
  accountServices: ['me', 'services'],
  alertSettings: (userId: string) => ['me', 'alerts', userId],
  /** Keyed by the plan and its dates: a change of plan asks again. */
  deletionStatus: (
    plan: string,
    trialEnd: string | null | undefined,
    subscriptionEnd: string | null | undefined,
  ) => ['me', 'deletion', plan, trialEnd, subscriptionEnd],
  resetLink: (code: string) => ['reset-link', code],
  verifyEmail: (code: string) => ['verify-email', code],
  bannedIps: ['admin', 'banned-ips'],
  adminMessages: ['admin', 'messages'],
} as const;

/** Mutation keys, for the writes whose callers ask how many are still running. */
export const mutationKeys = {
  removeFromList: (list: ListName) => ['lists', list, 'remove'],
} as const;
