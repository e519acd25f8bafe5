// One chunk for the kit's antd widgets (lazy-widgets.ts): each is small, and they share antd's Result.
export { PagePlaceholder } from './PagePlaceholder';
export { AreaNotFound } from './AreaNotFound';
export { RemoteErrorFallback } from './RemoteErrorFallback';
export { StandaloneBanner } from './StandaloneBanner';
