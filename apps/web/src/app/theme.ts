import type { ThemeConfig } from 'antd';

export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#5b4fe9',
    colorInfo: '#5b4fe9',
    colorLink: '#5b4fe9',
    borderRadius: 8,
    fontFamily,
  },
  components: {
    Button: { controlHeightLG: 44, fontWeight: 500 },
    Input: { controlHeightLG: 44 },
  },
};
