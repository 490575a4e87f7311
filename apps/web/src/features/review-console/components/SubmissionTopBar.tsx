import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';

/** The bar over a loaded submission (an app's or a platform one): the way back and a refresh. */
export function SubmissionTopBar({
  back,
  refreshLabel,
  onRefresh,
}: {
  back: ReactNode;
  refreshLabel: string;
  onRefresh: () => void;
}) {
  return (
    <div className="submission__top">
      {back}
      <Button icon={<ReloadOutlined />} onClick={onRefresh}>
        {refreshLabel}
      </Button>
    </div>
  );
}
