import { useEffect, useState, useSyncExternalStore } from 'react';
import { BuildUpload, type BuildUploadOptions, type UploadSnapshot } from './engine/upload-engine';

type Identity = Pick<BuildUploadOptions, 'appId' | 'fileType' | 'channelId'>;
type Rules = Pick<BuildUploadOptions, 'packageName' | 'lastVersionCode' | 'hasVersions' | 'hasApk'>;

const noSubscription = () => () => undefined;

/**
 * One upload engine per app, file type and channel, made in an effect (so a development
 * double mount disposes the first and keeps a working second) and disposed on unmount.
 */
export function useBuildUpload(identity: Identity, rules: Rules) {
  const { appId, fileType, channelId } = identity;
  const [engine, setEngine] = useState<BuildUpload | null>(null);

  useEffect(() => {
    const made = new BuildUpload({ appId, fileType, channelId });
    setEngine(made);
    return () => {
      made.dispose();
      setEngine((current) => (current === made ? null : current));
    };
  }, [appId, fileType, channelId]);

  const { packageName, lastVersionCode, hasVersions, hasApk } = rules;
  useEffect(() => {
    engine?.configure({ packageName, lastVersionCode, hasVersions, hasApk });
  }, [engine, packageName, lastVersionCode, hasVersions, hasApk]);

  const snapshot: UploadSnapshot | null = useSyncExternalStore(
    engine?.subscribe ?? noSubscription,
    () => engine?.getSnapshot() ?? null,
  );
  return { engine, snapshot };
}
