import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@vrportal/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { appApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { clearSelectedApp, nameInOtherLang, selectApp, useSelectedApp } from '@/lib/app-selection';
import { currentLang } from '@/lib/lang';
import { sharedKeys } from '@/lib/query-keys';
import type { ShellRoute } from '../route-table';

/** The app an address names (null: none to look up), in the reader's language. */
const appInAddressQuery = (appId: string | null, lang: Lang) =>
  queryOptions({
    queryKey: sharedKeys.appInAddress(appId, lang),
    queryFn: ({ signal }) => callApi(appApi.getAppDetailInfo, { appId: appId! }, { signal }),
    enabled: appId !== null,
    // the screen tells a missing or foreign app itself
    meta: { quiet: true },
    retry: false,
    staleTime: 10_000,
  });

/**
 * The app of an app screen lives in the address (`?appId=`), so a reload, a shared link and the
 * browser's Back and Forward open the same app: an app screen without it gets the selected
 * app's id (replacing the history entry), and an address naming another app selects that one.
 * Answers false while that app loads, so no screen shows the app selected before. A selected
 * app named in another language (the language was switched) is read again for its name in this
 * one: an approved release names the app per language.
 */
export function useAppInAddress(route: ShellRoute | undefined): boolean {
  const [params, setParams] = useSearchParams();
  const selected = useSelectedApp();
  const inAddress = params.get('appId');
  const appScreen = route?.menu === 0 && route.screen !== 'allApps';
  const other = appScreen && inAddress !== null && inAddress !== selected?.id;
  const wanted = other ? inAddress : nameInOtherLang(selected) ? selected!.id : null;
  const detail = useQuery(appInAddressQuery(wanted, currentLang()));

  // the app list is no app's screen: arriving there (the top bar, the drawer, the logo, Back)
  // leaves the app, once the list shows (clearing before would let the old address pick it
  // again); an app opened from the list stays selected while the list hands over to its screen
  const screen = route?.screen;
  const screenBefore = useRef<string | undefined>(undefined);
  useEffect(() => {
    const arrived = screen === 'allApps' && screenBefore.current !== 'allApps';
    screenBefore.current = screen;
    if (arrived) clearSelectedApp();
  }, [screen]);

  useEffect(() => {
    if (!appScreen || inAddress !== null || !selected) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('appId', selected.id);
        return next;
      },
      { replace: true },
    );
  }, [appScreen, inAddress, selected, setParams]);

  useEffect(() => {
    if (wanted === null) return;
    const app = detail.data;
    if (app && app.id === wanted) {
      selectApp({
        id: app.id,
        name: app.name,
        status: app.status,
        hasShelves: app.hasShelves === 1,
      });
    } else if (detail.isError && other) {
      // not this developer's, or gone: no other app's screen stands in for it; a selected app
      // only read again for its name stays, and its screen tells why its figures are refused
      clearSelectedApp();
    }
  }, [wanted, other, detail.data, detail.isError]);

  return !other || detail.isError;
}
