// The crash-cluster filters of /vitals (type, build) and the page of the list they reset.
import type { CrashType } from '@vrportal/contract';
import { useState } from 'react';

export function useVitalsFilters() {
  const [type, setType] = useState<CrashType | undefined>();
  const [versionCode, setVersionCode] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  // A new filter shows its first page.
  const chooseType = (value: string) => {
    setType(value === 'all' ? undefined : (value as CrashType));
    setPage(1);
  };
  const chooseBuild = (value: number) => {
    setVersionCode(value === -1 ? undefined : value);
    setPage(1);
  };
  return { type, versionCode, page, setPage, chooseType, chooseBuild };
}
