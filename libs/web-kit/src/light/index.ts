// The kit's light widgets: antd's look, none of its code (see light-styles.ts). For the pages a
// person opens first (the signed-in layout, the buyer's rounds), so they load no antd.
export { SvgIcon } from './SvgIcon';
export { LightButton, type LightButtonProps } from './LightButton';
export { LightCard, CardGrid, type LightCardProps } from './LightCard';
export { LightTag, type LightTagProps } from './LightTag';
export { LightList, LightListItem, LightEmpty, LightAlert, LightProgress, PageTitle } from './LightList';
export { SearchField, type SearchFieldProps } from './SearchField';
export { Notice } from './Notice';
export { Spinner, Busy } from './Busy';
export { CursorPager, Pager, pagerPages, PAGER_CSS, type CursorPagerProps, type PagerProps } from './Pager';
export { LightFlex, LightText, type LightFlexProps, type LightTextProps } from './LightFlex';
