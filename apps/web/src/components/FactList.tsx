import { Descriptions, type DescriptionsProps } from 'antd';
import { useIsMobile } from '@/hooks/use-is-mobile';

/**
 * The facts of a record (a report, a submission): label and value pairs in two columns, one on
 * narrow screens.
 */
export function FactList({
  className,
  items,
}: {
  className: string;
  items: DescriptionsProps['items'];
}) {
  const mobile = useIsMobile();
  return <Descriptions className={className} size="small" column={mobile ? 1 : 2} items={items} />;
}
