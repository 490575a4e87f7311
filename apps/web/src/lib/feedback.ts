import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts shown from outside React (the API client). The instance is bound by <FeedbackBridge>
 * inside antd's <App>, so toasts follow the theme and locale.
 */
let messageApi: MessageInstance | null = null;

export function bindMessageApi(api: MessageInstance | null): void {
  messageApi = api;
}

export const feedback = {
  error(text: string, key?: string) {
    if (messageApi) void messageApi.open({ type: 'error', content: text, key });
    else console.error(text);
  },
  success(text: string, key?: string) {
    if (messageApi) void messageApi.open({ type: 'success', content: text, key });
  },
  info(text: string, key?: string) {
    if (messageApi) void messageApi.open({ type: 'info', content: text, key });
  },
  warning(text: string, key?: string) {
    if (messageApi) void messageApi.open({ type: 'warning', content: text, key });
  },
};
