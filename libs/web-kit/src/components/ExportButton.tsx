import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat } from '@marketplace/contracts/constants';
import { currentLanguage } from '@marketplace/i18n';
// Through the package: this entry point is bundled into each remote's own build, and the session
// refresher (one per tab, with its cross-tab lock) and the toasts' context must be the shared ones.
import { buildUrl, refreshSession, useFeedback } from '@marketplace/web-kit';

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

/**
 * "Export ▾" with CSV and Excel: the list as the page shows it (its filters), as a file. Its own
 * entry point (`@marketplace/web-kit/export-button`): it brings antd's Dropdown, which the kit's
 * index must not.
 */
export function ExportButton({ apiBase, path, filters, testId }: ExportButtonProps) {
  const { t } = useTranslation('common');
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const download = async (format: ExportFormat) => {
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
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: EXPORT_FORMATS.map((format) => ({
          key: format,
          label: <span data-testid={`${testId}-${format}`}>{t(`export.${format}`)}</span>,
        })),
        onClick: ({ key }) => void download(key as ExportFormat),
      }}
    >
      <Button icon={<ExportOutlined />} loading={busy} data-testid={testId}>
        {t('export.label')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
