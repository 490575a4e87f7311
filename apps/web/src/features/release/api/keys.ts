import { queryOptions } from '@tanstack/react-query';
import type { AppReleaseDetail, ReleaseForm } from '@vrportal/contract';
import { appApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { assetApi, releaseApi } from './calls';

/** The prefix of the release screens' keys: every form, diff, channel and asset of an app. */
export const releaseKeys = {
  app: (appId: string) => ['release', appId] as const,
};

/**
 * The app as the wizard needs it besides its form: its name, the audit report a failed review
 * links to.
 */
export type ReleaseApp = Pick<AppReleaseDetail, 'name' | 'failedAudit'>;

export interface WizardFormData {
  form: ReleaseForm;
  app: ReleaseApp | null;
}

/**
 * The release form: POST /vrmcsys/dvlper/getAppDetailInfo {appId} (its `form`) for the main
 * store, POST /vrmcsys/dvlper/getAppInfoTob {appId, cId} for a business channel.
 */
export async function getReleaseForm(
  appId: string,
  cId: string,
  options?: CallOptions,
): Promise<WizardFormData> {
  if (cId)
    return { form: await callApi(releaseApi.getAppInfoTob, { appId, cId }, options), app: null };
  const detail = await callApi(appApi.getAppDetailInfo, { appId }, options);
  return {
    form: detail.form,
    app: { name: detail.name, failedAudit: detail.failedAudit },
  };
}

/** POST /vrmcsys/dvlper/getReleaseDiff {appId, cId?}: the draft build against the live one. */
export function getReleaseDiff(appId: string, cId: string, options?: CallOptions) {
  return callApi(releaseApi.getReleaseDiff, cId ? { appId, cId } : { appId }, options);
}

/** POST /vrmcsys/dvlper/getAppChannelList {appId}: the main store (toc) and business channels (tob). */
export function getAppChannelList(appId: string, options?: CallOptions) {
  return callApi(releaseApi.getAppChannelList, { appId }, options);
}

/** POST /vrmcsys/dvlper/getAppChannelInfo {cId}: name, description and linked businesses. */
export function getAppChannelInfo(cId: string, options?: CallOptions) {
  return callApi(releaseApi.getAppChannelInfo, { cId }, options);
}

/**
 * POST /vrmcsys/dvlper/getAppAssets {appId, cId?}: icon, cover, screenshots, trailers, documents
 * of the main store's release, or of a channel's (each release owns its assets).
 */
export function getAppAssets(appId: string, cId: string, options?: CallOptions) {
  return callApi(assetApi.getAppAssets, { appId, ...(cId ? { cId } : {}) }, options);
}

/** The queries of the release screens, always asked again (staleTime 0); cId '' is the main store. */
export const releaseQueries = {
  /** one release's form; the wizard shows a failed load itself */
  form: (appId: string, cId: string) =>
    queryOptions({
      queryKey: [...releaseKeys.app(appId), 'form', cId] as const,
      queryFn: ({ signal }) => getReleaseForm(appId, cId, { signal }),
      meta: { quiet: true },
      staleTime: 0,
    }),
  /** the draft build of a release against the live one */
  diff: (appId: string, cId: string) =>
    queryOptions({
      queryKey: [...releaseKeys.app(appId), 'diff', cId] as const,
      queryFn: ({ signal }) => getReleaseDiff(appId, cId, { signal }),
      staleTime: 0,
    }),
  /** the channels of an app; the screen shows a failed load itself */
  channels: (appId: string) =>
    queryOptions({
      queryKey: [...releaseKeys.app(appId), 'channels'] as const,
      queryFn: ({ signal }) => getAppChannelList(appId, { signal }),
      meta: { quiet: true },
      staleTime: 0,
    }),
  /** a channel's configuration; the screen shows a failed load itself */
  channel: (appId: string, cId: string) =>
    queryOptions({
      queryKey: [...releaseKeys.app(appId), 'channel', cId] as const,
      queryFn: ({ signal }) => getAppChannelInfo(cId, { signal }),
      meta: { quiet: true },
      staleTime: 0,
    }),
  /** the assets of one release: the main store's ('') or a channel's */
  assets: (appId: string, cId: string) =>
    queryOptions({
      queryKey: [...releaseKeys.app(appId), 'assets', cId] as const,
      queryFn: ({ signal }) => getAppAssets(appId, cId, { signal }),
      staleTime: 0,
    }),
};
