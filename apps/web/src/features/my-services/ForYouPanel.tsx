import type { TitleDetails } from '@reelatlas/contracts';
import { useId, useMemo, useState } from 'react';
import { buttonStyles } from '../../components/button-styles.ts';
import { countryInSentence, countryName } from '../../lib/countries.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { type StreamEntry, toStreamEntries } from '../../lib/stream-entries.ts';
import { useConfig } from '../config/index.ts';
import { countryList, forYou } from './for-you.ts';
import { MyServicesDialog } from './MyServicesDialog.tsx';
import type { PersonalChoice } from './use-personal-choice.ts';

const OFFER_TEXT_IDS = {
  subscription: 'services.offer.subscription',
  free: 'services.offer.free',
  ads: 'services.offer.ads',
  rent: 'services.offer.rent',
  buy: 'services.offer.buy',
} as const;

/** "rent on Apple TV": how one provider offers the title at home (its best offer). */
function homeOffer(t: ReturnType<typeof useT>, entry: StreamEntry, mine: boolean): string {
  const type = entry.offers[0]?.offerType;
  const offer = t(type ? OFFER_TEXT_IDS[type] : 'services.offer.subscription', { service: entry.provider });
  return mine ? t('services.offer.mine', { offer }) : offer;
}

/**
 * "For you", above Where to Stream: the title in the visitor's country, on their services
 * elsewhere, and a VPN hint when only elsewhere helps. Everything it shows comes from the
 * availability the counted search already answered.
 */
export function ForYouPanel({
  movie,
  choice,
  signedIn,
}: {
  movie: Pick<TitleDetails, 'availability' | 'platforms'>;
  choice: PersonalChoice;
  signedIn: boolean;
}) {
  const t = useT();
  const { services, home, guessed } = choice;
  const offer = choice.browserChoiceToOffer;
  const headingId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [allCountries, setAllCountries] = useState(false);
  const { data: config } = useConfig();
  const entries = useMemo(() => toStreamEntries(movie), [movie]);
  const answer = useMemo(() => forYou(entries, services, home), [entries, services, home]);
  const homeName = home ? countryName(home) : null;
  const homeInSentence = home ? countryInSentence(home) : null;
  const homeOffers = [
    ...answer.home.mine.map((entry) => homeOffer(t, entry, true)),
    ...answer.home.others.map((entry) => homeOffer(t, entry, false)),
  ];

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
      data-testid="for-you"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('services.forYou')}
        </h2>
        <p className="text-sm text-muted">
          {homeName
            ? t(guessed ? 'services.yourCountryGuessed' : 'services.yourCountry', { country: homeName })
            : t('services.noCountry')}{' '}
          <button type="button" className="text-link underline" onClick={() => setDialogOpen(true)}>
            {t('services.change')}
          </button>
        </p>
      </div>
      {offer ? (
        <p
          className="flex flex-wrap items-center gap-2 rounded-md bg-surface-2 p-3 text-sm"
          data-testid="offer-save"
        >
          {t('services.offerSave', { count: offer.services.length })}
          <button type="button" className={buttonStyles.secondary} onClick={() => void choice.save(offer)}>
            {t('services.saveToAccount')}
          </button>
        </p>
      ) : null}
      {homeName ? (
        <p data-testid="for-you-home">
          {homeOffers.length > 0
            ? t('services.home', { country: homeInSentence, offers: homeOffers.join(', ') })
            : t('services.notStreamingHome', { country: homeInSentence })}
        </p>
      ) : null}
      {services.length === 0 ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t('services.pickPrompt')}
          <button type="button" className={buttonStyles.secondary} onClick={() => setDialogOpen(true)}>
            {t('services.pick')}
          </button>
        </p>
      ) : answer.elsewhere.length > 0 ? (
        <div className="flex flex-col gap-1" data-testid="for-you-elsewhere">
          <p>
            {t('services.elsewhere', {
              list: answer.elsewhere
                .map((item) =>
                  t('services.elsewhereItem', {
                    service: item.provider,
                    countries: countryList(
                      t,
                      item.countries.map((c) => countryInSentence(c.code)),
                    ),
                  }),
                )
                .join('; '),
            })}
          </p>
          {answer.elsewhere.some((item) => item.countries.length > 3) ? (
            <button
              type="button"
              className="self-start text-sm text-link underline"
              aria-expanded={allCountries}
              onClick={() => setAllCountries(!allCountries)}
            >
              {t(allCountries ? 'services.hideCountries' : 'services.showEvery')}
            </button>
          ) : null}
          {allCountries ? (
            <ul className="text-sm">
              {answer.elsewhere.map((item) => (
                <li key={item.provider}>
                  <span className="font-medium">{item.provider}:</span>{' '}
                  {item.countries.map((c) => c.name).join(', ')}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted" data-testid="for-you-elsewhere">
          {t('services.notElsewhere')}
        </p>
      )}
      {answer.vpnHelps && config ? (
        <p className="rounded-md bg-surface-2 p-3 text-sm" data-testid="vpn-hint">
          {t('services.vpnHint')}{' '}
          <a
            href={config.vpnAffiliateUrl}
            target="_blank"
            rel="sponsored noopener noreferrer"
            className="text-link underline"
          >
            {t('services.getVpn')}
          </a>
        </p>
      ) : null}
      {services.length > 0 ? (
        <button
          type="button"
          className="self-start text-sm text-link underline"
          onClick={() => setDialogOpen(true)}
        >
          {t('services.edit', { count: services.length })}
        </button>
      ) : null}
      <MyServicesDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        services={services}
        country={home}
        countryGuessed={guessed}
        onSave={choice.save}
        signedIn={signedIn}
      />
    </section>
  );
}
