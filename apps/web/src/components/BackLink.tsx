import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';

/** The way back at the top of a page or a detail pane: a link-styled button with a left arrow. */
export function BackLink({
  className,
  onClick,
  children,
}: {
  className: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button type="link" icon={<ArrowLeftOutlined />} className={className} onClick={onClick}>
      {children}
    </Button>
  );
}
