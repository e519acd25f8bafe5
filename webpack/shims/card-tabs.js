/**
 * What antd's Card imports as `../tabs` (mf-config.js swaps it in): antd's Tabs, loaded the first
 * time a card renders a `tabList`. Card imports Tabs for that prop alone, and Tabs brings rc-tabs,
 * rc-menu, rc-dropdown and rc-overflow (~30 KiB gzip) onto the first load of every page that shows
 * a card, which is every page. None of our cards has a tabList today; one that gets one suspends
 * until Tabs arrives.
 */
import { lazy } from 'react';

export default lazy(() => import('./card-tabs-component'));
