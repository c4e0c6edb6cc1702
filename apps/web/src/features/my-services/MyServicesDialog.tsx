import type { MyServices } from '@reelatlas/contracts';
import { MY_SERVICES_MAX, servicesEndpoint } from '@reelatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { buttonStyles } from '../../components/button-styles.ts';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { MarkerList } from '../../components/MarkerList.tsx';
import { Modal } from '../../components/Modal.tsx';
import { inputClass } from '../../components/TextField.tsx';
import { callApi } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The catalog's services: they change rarely; an hour is fresh enough. */
const servicesQueryOptions = queryOptions({
  queryKey: queryKeys.services,
  queryFn: async ({ signal }) => (await callApi(servicesEndpoint, { signal })).services,
  staleTime: 60 * 60 * 1000,
});

const HEADING_ID = 'my-services-heading';

/**
 * "My services": the services the visitor pays for and the country they live in, kept in this
 * browser or on the account. The most widespread services come first; a text filter narrows a
 * long list. The country starts on the app's guess, said to be one; with none, the select asks.
 */
export function MyServicesDialog({
  open,
  onClose,
  services,
  country,
  countryGuessed = false,
  onSave,
  signedIn,
}: {
  open: boolean;
  onClose: () => void;
  services: readonly string[];
  /** The visitor's country as the app knows or guesses it (useVisitorCountry); null: unknown. */
  country: string | null;
  /** The country is a guess from the browser: the form says so, so it gets checked. */
  countryGuessed?: boolean;
  onSave: (choice: MyServices) => Promise<void>;
  /** Where the choice is kept: on the account, or in this browser. */
  signedIn: boolean;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={HEADING_ID}
      closeOnBackdrop
      className="m-auto w-[min(94vw,32rem)] rounded-xl border border-border bg-surface p-6 text-fg shadow-2xl"
    >
      <MyServicesForm
        onClose={onClose}
        onSave={onSave}
        signedIn={signedIn}
        initialServices={services}
        initialCountry={country}
        countryGuessed={countryGuessed}
      />
    </Modal>
  );
}

function MyServicesForm({
  onClose,
  onSave,
  signedIn,
  initialServices,
  initialCountry,
  countryGuessed,
}: {
  onClose: () => void;
  onSave: (choice: MyServices) => Promise<void>;
  signedIn: boolean;
  initialServices: readonly string[];
  initialCountry: string | null;
  countryGuessed: boolean;
}) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const filterId = useId();
  const [picked, setPicked] = useState(() => new Set(initialServices));
  const [country, setCountry] = useState(initialCountry ?? '');
  const [filter, setFilter] = useState('');
  const { data, isPending, isError, refetch } = useQuery(servicesQueryOptions);
  const shown = useMemo(() => {
    const text = filter.trim().toLocaleLowerCase();
    return (data ?? []).filter((service) => !text || service.name.toLocaleLowerCase().includes(text));
  }, [data, filter]);
  const full = picked.size >= MY_SERVICES_MAX;

  const toggle = (name: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else if (next.size < MY_SERVICES_MAX) next.add(name);
      return next;
    });

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setSaving(true);
        setSaveError(null);
        try {
          await onSave({ services: [...picked], country: country || null });
          onClose();
        } catch (error) {
          // Nothing is lost: the choice stays in the form to try again.
          setSaveError(error instanceof ApiError ? error.message : t('services.saveFailed'));
        } finally {
          setSaving(false);
        }
      }}
    >
      <h2 id={HEADING_ID} className="text-xl font-bold">
        {t('services.heading')}
      </h2>
      <p className="text-sm text-muted">
        {t('services.intro')} {t(signedIn ? 'services.keptAccount' : 'services.keptBrowser')}
      </p>
      <CountrySelect
        label={t('services.country')}
        value={country}
        onChange={setCountry}
        placeholder={t('services.chooseCountry')}
        hint={
          countryGuessed && country && country === initialCountry ? t('services.countryGuessed') : undefined
        }
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={filterId} className="text-sm font-medium">
          {t('services.find')}
        </label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('services.findPlaceholder')}
          className={inputClass}
          data-autofocus
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">
          {t('services.yours')}{' '}
          <span className="font-normal text-muted">{t('services.picked', { count: picked.size })}</span>
        </legend>
        {isPending ? <p className="text-sm text-muted">{t('services.loading')}</p> : null}
        {isError ? (
          <p className="flex items-center gap-2 text-sm text-danger">
            {t('services.loadFailed')}
            <button type="button" className="text-link underline" onClick={() => void refetch()}>
              {t('common.retry')}
            </button>
          </p>
        ) : null}
        {data && shown.length === 0 ? (
          <p className="text-sm text-muted">{t('services.noMatch', { filter })}</p>
        ) : null}
        <MarkerList
          variant="choices"
          testId="service-options"
          items={shown.map((service) => ({
            key: service.name,
            choice: {
              checked: picked.has(service.name),
              disabled: full && !picked.has(service.name),
              onChange: () => toggle(service.name),
            },
            marker: <ServiceLogo name={service.name} logo={service.logo ?? null} />,
            name: service.name,
            countries: service.countries,
          }))}
        />
        {full ? <p className="text-xs text-muted">{t('services.max', { count: MY_SERVICES_MAX })}</p> : null}
      </fieldset>
      {saveError ? (
        <p role="alert" className="rounded-lg bg-danger-bg px-3 py-2 text-sm text-danger">
          {saveError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t('services.cancel')}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {t(saving ? 'services.saving' : 'services.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * The service's logo where the catalog has one (TMDb), else its initial: decorative either way,
 * as the name is written beside it.
 */
function ServiceLogo({ name, logo }: { name: string; logo: string | null }) {
  if (logo)
    return (
      <img
        src={logo}
        alt=""
        width={24}
        height={24}
        loading="lazy"
        decoding="async"
        className="size-6 shrink-0 rounded-md"
        data-testid="service-logo"
      />
    );
  return (
    <span
      aria-hidden="true"
      className="flex size-6 shrink-0 items-center justify-center rounded-md bg-surface-2 text-xs font-bold text-muted"
    >
      {name.slice(0, 1).toLocaleUpperCase()}
    </span>
  );
}
