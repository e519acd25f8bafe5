// Rewritten to the shared `antd/es/tabs` (antd-modules.js): the one copy every page uses.
import { Tabs } from 'antd';

export default Tabs;
