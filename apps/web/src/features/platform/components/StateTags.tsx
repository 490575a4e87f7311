import { isItemInReview } from '@vrportal/contract';
import { Tag } from 'antd';
import {
  GROUP_COLOR,
  PUBLISH_COLOR,
  itemStateName,
  publishStateName,
  stateGroup,
} from '../lib/states';
import { usePlatformText } from '../lib/texts';

/** An item's submission state (section 4.1). */
export function StateTag({ state }: { state: number }) {
  const t = usePlatformText();
  return (
    <Tag
      color={GROUP_COLOR[stateGroup(state)]}
      className="plat-tag"
      data-testid="item-state"
      data-in-review={isItemInReview(state) ? '1' : '0'}
    >
      {t(`state.${itemStateName(state)}`)}
    </Tag>
  );
}

/** An add-on's publication state: to be published, published, unpublished. */
export function PublishTag({ state }: { state: number }) {
  const t = usePlatformText();
  const name = publishStateName(state);
  return (
    <Tag color={PUBLISH_COLOR[name]} className="plat-tag" data-testid="publish-state">
      {t(`publish.${name}`)}
    </Tag>
  );
}
