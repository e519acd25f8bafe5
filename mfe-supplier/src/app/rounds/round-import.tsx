import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Button, Flex, List, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@marketplace/contracts';
import { problemMessage, useFeedback } from '@marketplace/web-kit';
import { FileButton } from '@marketplace/web-kit/file-button';
import { catalogueApi } from '../api/catalogue-api';
import { useImportRoundProductsMutation } from '../api/rounds-api';
import { useActionToasts } from '../common/failure';
import { downloadTemplate, previewCsv } from './csv-file';
import { ImportColumnsHelp } from './import-columns-help';

/** Failed rows listed at most; the summary toast counts them all. */
const FAILURES_SHOWN = 200;

/**
 * Products for the round from a CSV file: the file is checked in the browser first (a preview of
 * its row count, or why it is not a CSV), then sent; its rows join the selection through
 * `onImported`. Every opening of the dialog forgets the last file.
 */
export function useRoundImport(open: boolean, onImported: (rows: ImportResult['rows']) => void) {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const dispatch = useDispatch();
  const [result, setResult] = useState<ImportResult | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [importProducts, importing] = useImportRoundProductsMutation();

  useEffect(() => {
    if (!open) return;
    setResult(null);
    setPreview(null);
  }, [open]);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setResult(null);
    const checked = await previewCsv(file);
    if (!checked.ok) {
      notification.error({
        message: t('rounds.toast.importFailed'),
        description: t(
          checked.reason === 'invalidFile' ? 'rounds.toast.invalidFile' : 'rounds.toast.invalidFormat',
        ),
      });
      return;
    }
    setPreview(t('rounds.import.preview', { count: checked.rows }));
    try {
      const imported = await importProducts(file).unwrap();
      setResult(imported);
      onImported(imported.rows);
      // The import may have created products, which the picker table lists.
      dispatch(catalogueApi.util.invalidateTags(['Product']));
      notification.success({
        message: t('rounds.toast.importComplete'),
        description: t('rounds.toast.importSummary', {
          count: imported.imported,
          created: imported.created,
          failed: imported.failed,
        }),
      });
    } catch (error) {
      notification.error({ message: t('rounds.toast.importFailed'), description: problemMessage(error, t) });
    }
  };
  return { importFile, importing: importing.isLoading, preview, result };
}

/** The Bulk Import tab: the columns, the template, the file button, the preview and the rows that failed. */
export function RoundImport({ importFile, importing, preview, result }: ReturnType<typeof useRoundImport>) {
  const { t } = useTranslation('supplier');
  const toasts = useActionToasts();
  return (
    <Flex vertical gap="middle" data-testid="round-bulk-import">
      <ImportColumnsHelp />
      <Flex gap="small" wrap>
        <Button
          icon={<DownloadOutlined />}
          data-testid="download-template"
          onClick={() => {
            downloadTemplate();
            toasts.success('rounds.toast.templateDownloaded');
          }}
        >
          {t('rounds.import.template')}
        </Button>
        <FileButton
          accept=".csv,text/csv"
          inputTestId="csv-input"
          loading={importing}
          onFile={(file) => void importFile(file)}
        >
          {importing ? t('rounds.import.importing') : t('rounds.import.choose')}
        </FileButton>
      </Flex>
      {preview && <Typography.Text type="secondary">{preview}</Typography.Text>}
      {result && result.failures.length > 0 && <ImportFailures failures={result.failures} />}
    </Flex>
  );
}

/** Each refused line of the file with its SKU and the reason, in the supplier's language. */
function ImportFailures({ failures }: { failures: ImportResult['failures'] }) {
  const { t } = useTranslation('supplier');
  return (
    <List
      data-testid="import-failures"
      size="small"
      bordered
      header={<Typography.Text strong>{t('rounds.import.failedRows')}</Typography.Text>}
      dataSource={failures.slice(0, FAILURES_SHOWN)}
      renderItem={(f) => (
        <List.Item>
          <Typography.Text>
            {t('rounds.import.line', { line: f.line })}
            {f.sku ? ` (${f.sku})` : ''}: {t(`rounds.import.reasons.${f.reason}`, { defaultValue: f.reason })}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
