import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { BRAND_COLOR } from '../style/brand';
import { tabIndexAfterKey } from './tab-keys';

export interface TabStripItem<K extends string> {
  key: K;
  label: ReactNode;
  icon?: ReactNode;
  /** On the label, as the browser tests find it. */
  testId?: string;
  /** The pointer is over the tab: a chance to start loading what it shows. */
  onPointerEnter?: () => void;
}

export interface TabStripProps<K extends string> {
  items: TabStripItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** Tabs in the middle of the line (antd's `centered`). */
  centered?: boolean;
}

// Looks like antd's line tabs: 32 px apart, 12 px above and below, a 2 px bar under the active one.
const CSS = `
.mk-tab-strip{display:flex;gap:32px;margin-bottom:16px;border-bottom:1px solid #f0f0f0}
.mk-tab-strip-centered{justify-content:center}
.mk-tab{display:inline-flex;align-items:center;gap:8px;padding:12px 0;margin-bottom:-1px;border:0;
border-bottom:2px solid transparent;background:none;font:inherit;color:inherit;cursor:pointer;outline:none}
.mk-tab:hover,.mk-tab[aria-selected=true]{color:${BRAND_COLOR}}
.mk-tab[aria-selected=true]{border-bottom-color:${BRAND_COLOR}}
.mk-tab:focus-visible{box-shadow:0 0 0 2px ${BRAND_COLOR}40;border-radius:4px}
`;

/**
 * A row of tabs that switches what is shown below it (the sign-in page's Sign In / Sign Up, the
 * rounds' Grid / List), instead of antd's Tabs: that brings rc-tabs, and through its overflow menu
 * rc-menu and rc-dropdown, onto the first load of the pages that show tabs (with the sidebar's
 * Menu, ~30 KiB gzip: tests/load/README.md), for a feature (tabs that do not fit) these rows do
 * not have. No antd inside, so the sign-in page can
 * use it too; its look is antd's line tabs, its styles travel with it (the painted-from-HTML sign-in
 * page has them before any script runs).
 *
 * Keyboard as the WAI-ARIA tabs pattern: one tab stop, the arrows, Home and End move between tabs
 * and select them. The caller renders the shown part (`role="tabpanel"`).
 */
export function TabStrip<K extends string>({ items, activeKey, onChange, centered }: TabStripProps<K>) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabIndexAfterKey(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    onChange(items[next].key);
  };

  return (
    <>
      <style>{CSS}</style>
      <div className={`mk-tab-strip${centered ? ' mk-tab-strip-centered' : ''}`} role="tablist">
        {items.map((item, index) => {
          const selected = item.key === activeKey;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              className="mk-tab"
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onPointerEnter={item.onPointerEnter}
            >
              {item.icon}
              <span data-testid={item.testId}>{item.label}</span>
            </button>
          );
        })}
      </div>
    </>
  );
}
