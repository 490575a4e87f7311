import { App as AntdApp } from 'antd';
import type { ApiKeysText } from './texts';

/** Copies a text to the clipboard and says whether the browser let it. */
export function useCopy(t: ApiKeysText) {
  const { message } = AntdApp.useApp();
  return (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => void message.success({ content: t('secret.copied'), key: 'api-key-copy' }),
      () => void message.warning({ content: t('secret.copyFailed'), key: 'api-key-copy' }),
    );
}
