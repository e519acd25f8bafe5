import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat } from '@marketplace/contracts/constants';
import { currentLanguage } from '@marketplace/i18n';
// Through the package: this entry point is bundled into each remote's own build, and the session
// refresher (one per tab, with its cross-tab lock) and the toasts' context must be the shared ones.
import { buildUrl, LightButton, refreshSession, SvgIcon, useFeedback } from '@marketplace/web-kit';
import { attachStyles } from '../style/attach-styles';
import { EXPORT_MENU_CSS } from '../style/list-styles';

export interface ExportButtonProps {
  /** The area's API, e.g. `/api/buyer`. */
  apiBase: string;
  /** The export route, e.g. `/orders/export`. */
  path: string;
  /** The list's current filters, sent as they are (empty ones are left out). */
  filters?: Record<string, string | undefined>;
  /** Test id of the button; each format's entry is `<testId>-<format>`. */
  testId: string;
}

/** The file name the server gave (`Content-Disposition`), else `export.<format>`. */
function fileNameOf(res: Response, format: ExportFormat): string {
  const named = /filename="?([^";]+)"?/.exec(res.headers.get('Content-Disposition') ?? '');
  return named?.[1] ?? `export.${format}`;
}

/**
 * Downloads a list's export with its filters, in the app's language. The access cookie is HttpOnly,
 * so the file is fetched with it (a stale session refreshed once) and saved from memory under the
 * name the server gave.
 */
export async function downloadExport(
  apiBase: string,
  path: string,
  format: ExportFormat,
  filters: Record<string, string | undefined> = {},
): Promise<void> {
  const params: Record<string, string> = { format, lang: currentLanguage() };
  for (const [key, value] of Object.entries(filters)) if (value) params[key] = value;
  const url = buildUrl(apiBase, path, params);
  let res = await fetch(url, { credentials: 'include' });
  if (res.status === 401 && (await refreshSession()) === 'refreshed')
    res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new Error(`export failed with HTTP ${res.status}`);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(res, format);
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Moves the focus among a menu's items with the arrow keys, Home and End (ARIA menu pattern). */
function moveFocus(menu: HTMLElement, key: string): boolean {
  const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[key];
  if (next === undefined) return false;
  items[(next + items.length) % items.length]?.focus();
  return true;
}

/**
 * "Export ▾" with CSV and Excel: the list as the page shows it (its filters), as a file. A menu
 * button drawn with the kit's light widgets (no antd): it opens on a click or Enter with its first
 * item focused, the arrows move along the items, Escape or a click elsewhere closes it.
 */
export function ExportButton({ apiBase, path, filters, testId }: ExportButtonProps) {
  attachStyles('export-menu', EXPORT_MENU_CSS);
  const { t } = useTranslation('common');
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: Event) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);
  const download = async (format: ExportFormat) => {
    setOpen(false);
    button.current?.focus();
    setBusy(true);
    try {
      await downloadExport(apiBase, path, format, filters);
    } catch (err) {
      console.error('Export failed', err);
      void message.error(t('export.failed'));
    } finally {
      setBusy(false);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') button.current?.focus();
      return;
    }
    if (menu.current && moveFocus(menu.current, event.key)) event.preventDefault();
  };
  return (
    <div className="mk-menu-anchor" ref={anchor}>
      <LightButton
        ref={button}
        icon={<SvgIcon icon={ExportOutlined} />}
        loading={busy}
        data-testid={testId}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('export.label')} <SvgIcon icon={DownOutlined} />
      </LightButton>
      {open && (
        <ul role="menu" aria-label={t('export.label')} className="mk-menu" ref={menu} onKeyDown={onMenuKey}>
          {EXPORT_FORMATS.map((format) => (
            <li role="none" key={format}>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                data-testid={`${testId}-${format}`}
                onClick={() => void download(format)}
              >
                {t(`export.${format}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
