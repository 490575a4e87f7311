import { Button, type ButtonProps } from 'antd';

/** A download on a bill card (the bill's details, the sent PDF): a small link with its icon. */
export function DownloadLink(props: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="link" size="small" {...props} />;
}
