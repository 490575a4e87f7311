import { useEffect, useState, useSyncExternalStore } from 'react';
import { BuildUpload, type BuildUploadOptions, type UploadSnapshot } from './engine/upload-engine';

type Identity = Pick<BuildUploadOptions, 'appId' | 'fileType' | 'channelId' | 'track'>;
type Rules = Pick<BuildUploadOptions, 'packageName' | 'lastVersionCode' | 'hasVersions' | 'hasApk'>;

const noSubscription = () => () => undefined;

/**
 * One upload engine per app, file type, channel and testing track, made in an effect (so a development
 * double mount disposes the first and keeps a working second) and disposed on unmount.
 */
export function useBuildUpload(identity: Identity, rules: Rules) {
  const { appId, fileType, channelId, track } = identity;
  const [engine, setEngine] = useState<BuildUpload | null>(null);

  useEffect(() => {
    const made = new BuildUpload({ appId, fileType, channelId, track });
    setEngine(made);
    return () => {
      made.dispose();
      setEngine((current) => (current === made ? null : current));
    };
  }, [appId, fileType, channelId, track]);

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
