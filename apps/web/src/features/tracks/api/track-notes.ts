import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestingTrack } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { trackApi } from './calls';
import { tracksQueries } from './keys';

export interface TrackNotes {
  zh_CN: string;
  en_US: string;
}

/** POST /vrmcsys/dvlper/track/notes {appId, track, notes}: the track's release notes, per language. */
export function saveTrackNotes(appId: string, track: TestingTrack, notes: TrackNotes) {
  return callApi(trackApi.trackNotes, { appId, track, notes });
}

export function useSaveTrackNotes(appId: string, track: TestingTrack) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notes: TrackNotes) => saveTrackNotes(appId, track, notes),
    onSuccess: () => client.invalidateQueries({ queryKey: tracksQueries.list(appId).queryKey }),
  });
}
