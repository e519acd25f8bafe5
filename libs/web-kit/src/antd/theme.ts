import type { ThemeConfig } from 'antd';
import { ACCESSIBLE_COLORS, BRAND_COLOR, TEXT_STYLE } from '../style/brand';

/** The product's antd theme (AntdConfig's ConfigProvider, and the shell's precomputed antd styles). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorError: ACCESSIBLE_COLORS.error,
    colorTextTertiary: ACCESSIBLE_COLORS.secondaryText,
    colorTextDescription: ACCESSIBLE_COLORS.secondaryText,
    borderRadius: 8,
    fontFamily: TEXT_STYLE.fontFamily,
  },
  components: {
    // A tag's text is its status colour on that colour's tint: the darker shades antd's palette has.
    Tag: {
      colorSuccess: ACCESSIBLE_COLORS.success,
      colorWarning: ACCESSIBLE_COLORS.warning,
      colorInfo: ACCESSIBLE_COLORS.info,
      green7: '#237804',
      gold7: '#874d00',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      cyan7: '#006d75',
      lime7: '#3f6600',
      yellow7: '#876800',
    },
  },
};
