import { PNR_MAX_LENGTH, translateMessage, type PnrLookupInput } from '@riviera/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, type BaseSyntheticEvent, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { ApiError, visitorMessage } from '../../lib/api-client';
import { lookUpPnr, useLang } from '../../lib/booking-lookup';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useElementId } from '../../lib/use-element-id';

/** The contract (classic zod) loads with the first search, not with the page (issue 31 §4). */
const pnrResolver = lazyResolver<{ pnr_code: string }, unknown, PnrLookupInput>(() =>
  import('./pnr-lookup-resolver').then((m) => m.pnrLookupResolver),
);

/** A language switch names the found booking's vehicle type and extras again, in the new language. */
function useSearchAgainInNewLanguage(
  lang: string,
  search: { isSuccess: boolean; variables?: string; mutate: (pnr: string) => void },
) {
  const searchedIn = useRef(lang);
  useEffect(() => {
    if (searchedIn.current === lang) return;
    searchedIn.current = lang;
    if (search.isSuccess && search.variables) search.mutate(search.variables);
    // only a language switch searches again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang]);
}

/**
 * The PNR search: the one-field form (filled from ?pnr=), the look-up, and what it found or why
 * not. The result area (`resultRef`) takes focus when a search settles.
 */
export function usePnrSearch(resultRef: RefObject<HTMLDivElement | null>) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const { register, handleSubmit, setValue, clearErrors, formState } = useForm<
    { pnr_code: string },
    unknown,
    PnrLookupInput
  >({
    resolver: pnrResolver,
    reValidateMode: 'onSubmit',
    defaultValues: { pnr_code: (params.get('pnr') ?? '').toUpperCase().slice(0, PNR_MAX_LENGTH) },
  });
  const message = formState.errors.pnr_code?.message;
  const fieldError = message ? translateMessage(message, lang) : null;
  const inputId = useElementId();
  const search = useMutation({ mutationFn: (pnr: string) => lookUpPnr(pnr, lang) });
  useSearchAgainInNewLanguage(lang, search);

  const submit = (e?: BaseSyntheticEvent) =>
    handleSubmit(
      ({ pnr_code }) => {
        setParams({ pnr: pnr_code }, { replace: true });
        search.mutate(pnr_code, {
          onSettled: () => requestAnimationFrame(() => resultRef.current?.focus()),
        });
      },
      () => search.reset(),
    )(e);

  // A link such as /booking-search?pnr=AB12CD34 searches at once.
  const autoSearched = useRef(false);
  useEffect(() => {
    if (autoSearched.current || !params.get('pnr')) return;
    autoSearched.current = true;
    void submit();
    // only on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A 404 is 'not found'; the server's own message is shown as it is; anything else (no answer, or
  // an answer that broke its contract) is the page's own sentence, never the client's English note.
  const failure = search.error
    ? search.error instanceof ApiError && search.error.status === 404
      ? t('search.notFound')
      : visitorMessage(search.error) || t('search.network')
    : null;
  const found = search.data?.data;
  const foundPnr = found
    ? found.type === 'transfer'
      ? found.booking.pnr_code
      : found.reservation.pnr_code
    : '';

  return {
    lang,
    register,
    setValue,
    clearErrors,
    fieldError,
    inputId,
    search,
    submit,
    failure,
    found,
    foundPnr,
  };
}

export type PnrSearchState = ReturnType<typeof usePnrSearch>;
