import type { PlatformKind } from '@vrportal/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { platformKindOf } from '../lib/platform-decision';

const COLOURS: Record<PlatformKind, string> = {
  achievement: 'gold',
  leaderboard: 'blue',
  destination: 'cyan',
  addon: 'magenta',
};

/** The kind of a platform submission as a coloured tag in the reader's language. */
export function PlatformKindTag({ kind }: { kind: string }) {
  const { t } = useTranslation('review');
  const known = platformKindOf(kind);
  return (
    <Tag color={known ? COLOURS[known] : undefined} className="pf-kind" data-kind={kind}>
      {known ? t(`platform.kind.${known}`) : kind}
    </Tag>
  );
}

/** The kind's name in the reader's language, for sentences and labels. */
export function usePlatformKindName() {
  const { t } = useTranslation('review');
  return (kind: string) => {
    const known = platformKindOf(kind);
    return known ? t(`platform.kind.${known}`) : kind;
  };
}
