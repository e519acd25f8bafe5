import type { CSSProperties, ReactNode } from 'react';
import { FeedbackProvider } from '../feedback/FeedbackProvider';
import { TEXT_STYLE } from '../style/brand';

const TEXT: CSSProperties = TEXT_STYLE;

/**
 * A React root's frame without antd: the product's text style and `useFeedback()` (toasts and
 * confirmations, whose code loads later). antd is configured by the lazy parts that render it
 * (`lazyPage`, `AntdScope`), so a page drawn with the kit's light widgets (the buyer's rounds, the
 * signed-in layout) loads no antd at all. React context does not cross React roots: the shell and
 * every remote root wrap their tree in this or in `UiProvider`.
 */
export function LightUiProvider({ children }: { children: ReactNode }) {
  return (
    <div style={TEXT}>
      <FeedbackProvider>{children}</FeedbackProvider>
    </div>
  );
}
