import { useMutation, useQueryClient } from '@tanstack/react-query';
import { releaseKeys, releaseQueries } from './keys';
import { saveRelease } from './save-release';

/**
 * Puts a release's screenshots in a new order: saveAppInfo / saveAppInfoTob with `pics`, every
 * screenshot of the release once. The list shows the new order at once and goes back if the
 * save is refused.
 */
export function useReorderPics(appId: string, cId: string) {
  const client = useQueryClient();
  const key = releaseQueries.assets(appId, cId).queryKey;
  return useMutation({
    mutationFn: (pics: string[]) => saveRelease(appId, cId, { pics }),
    meta: { quiet: true },
    onMutate: async (pics) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      client.setQueryData(key, (old) => (old ? { ...old, pics } : old));
      return { before };
    },
    onError: (_error, _pics, context) => client.setQueryData(key, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: releaseKeys.app(appId) }),
  });
}
