import type { ThemeConfig } from 'antd';

export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#5b4fe9',
    colorInfo: '#5b4fe9',
    colorLink: '#5b4fe9',
    // red 7: error texts (form messages, danger links) keep a 4.5:1 contrast on white
    colorError: '#cf1322',
    // secondary texts (descriptions, empty states, step titles, counts) at 5.9:1 on white,
    // the --ink-3 of global.css
    colorTextTertiary: '#636180',
    colorTextDescription: '#636180',
    borderRadius: 8,
    fontFamily,
  },
  components: {
    Button: { controlHeightLG: 44, fontWeight: 500 },
    Input: { controlHeightLG: 44 },
    // the text of a status or preset tag on its pale background: antd's shade 7 of green, gold,
    // orange, cyan, volcano, lime and yellow falls under 4.5:1, so those take a darker shade
    Tag: {
      colorSuccess: '#237804',
      colorWarning: '#874d00',
      green7: '#237804',
      gold7: '#874d00',
      orange7: '#ad4e00',
      cyan7: '#006d75',
      volcano7: '#ad2102',
      lime7: '#3f6600',
      yellow7: '#876800',
    },
  },
};
