import type { ThemeConfig } from 'antd';
import { BRAND_COLOR, TEXT_STYLE } from '../style/brand';

/** The product's antd theme (AntdConfig's ConfigProvider, and the shell's precomputed antd styles). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    borderRadius: 8,
    fontFamily: TEXT_STYLE.fontFamily,
  },
};
