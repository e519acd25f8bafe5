import { useEffect, useMemo, useState, type Key, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import {
  Alert,
  Button,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Row,
  Select,
  Table,
  Tabs,
  Typography,
  type TableColumnsType,
} from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImportResult, PriceBreakView, Product } from '@marketplace/contracts';
import { DEFAULT_MOQ, FREIGHT_BASES, ROUND_CURRENCIES } from '@marketplace/contracts/constants';
import { problemMessage, useFeedback } from '@marketplace/web-kit';
import { catalogueApi, useListProductsQuery } from '../api/catalogue-api';
import { useCreateRoundMutation, useImportRoundProductsMutation } from '../api/rounds-api';
import { useActionToasts } from '../common/failure';
import { downloadTemplate, previewCsv } from './csv-file';
import { EndActionFields } from './end-action-fields';
import { ImportColumnsHelp } from './import-columns-help';
import { PriceBreaksEditor, priceBreakMessages } from './price-breaks-editor';
import { localDateTimeToIso } from './round-format';
import {
  createRoundBody,
  ROUND_FORM_INITIAL_VALUES,
  roundFormErrors,
  type RoundFormValues,
} from './round-form';
import { CellText } from '@marketplace/web-kit/data-table';
import { dialogFooter } from '@marketplace/web-kit/dialog-footer';
import { FileButton } from '@marketplace/web-kit/file-button';

interface Selected {
  name: string;
  sku: string;
  moq: number;
  maxQty: number | null;
  /** Up to three, checked against the product's price (below) as they are typed. */
  priceBreaks: PriceBreakView[];
  /** The catalogue price the breaks must fall below (unknown for an import not in the list: 0 checks nothing extra). */
  unitPrice: number | null;
}

/** Create Round (spec §2.5, §5): details, then products by hand or from a CSV file. */
export function CreateRoundDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const toasts = useActionToasts();
  const dispatch = useDispatch();
  const [form] = Form.useForm<RoundFormValues>();
  const currency = Form.useWatch('currency', form);
  const [selected, setSelected] = useState<Map<string, Selected>>(new Map());
  const [importResult, setImportResult] = useState<ImportResult | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [productsError, setProductsError] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const { data: products } = useListProductsQuery({ search: '', status: 'active' }, { skip: !open });
  const [createRound, creating] = useCreateRoundMutation();
  const [importProducts, importing] = useImportRoundProductsMutation();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setSelected(new Map());
    setImportResult(null);
    setPreview(null);
    setProductsError(null);
    setExpanded([]);
  }, [open, form]);

  const choose = (list: Product[]) =>
    setSelected((previous) => {
      const next = new Map<string, Selected>();
      for (const p of list)
        next.set(
          p.id,
          previous.get(p.id) ?? {
            name: p.name,
            sku: p.sku,
            moq: DEFAULT_MOQ,
            maxQty: null,
            priceBreaks: [],
            unitPrice: p.unitPrice,
          },
        );
      // Imported products that are not in the visible list stay selected.
      for (const [id, s] of previous) if (!products?.items.some((p) => p.id === id)) next.set(id, s);
      return next;
    });

  const change = (id: string, patch: Partial<Selected>) =>
    setSelected((previous) => {
      const next = new Map(previous);
      const current = next.get(id);
      if (current) next.set(id, { ...current, ...patch });
      return next;
    });

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setImportResult(null);
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
      const result = await importProducts(file).unwrap();
      setImportResult(result);
      setProductsError(null);
      setSelected((previous) => {
        const next = new Map(previous);
        for (const r of result.rows)
          next.set(r.productId, {
            name: r.name,
            sku: r.sku,
            moq: r.moq,
            maxQty: r.maxQty,
            priceBreaks: r.priceBreaks ?? [],
            // The service checked the file's breaks against the row's price and checks them again
            // against the catalogue's when the round is created.
            unitPrice: null,
          });
        return next;
      });
      dispatch(catalogueApi.util.invalidateTags(['Product']));
      notification.success({
        message: t('rounds.toast.importComplete'),
        description: t('rounds.toast.importSummary', {
          count: result.imported,
          created: result.created,
          failed: result.failed,
        }),
      });
    } catch (error) {
      notification.error({ message: t('rounds.toast.importFailed'), description: problemMessage(error, t) });
    }
  };

  const save = async (values: RoundFormValues) => {
    if (selected.size === 0) {
      setProductsError(t('rounds.toast.noProducts'));
      notification.error({ message: t('common:error'), description: t('rounds.toast.noProducts') });
      return;
    }
    const badBreaks = [...selected].find(
      ([, s]) =>
        s.unitPrice !== null && priceBreakMessages(t, s.unitPrice, s.priceBreaks, s.maxQty).length > 0,
    );
    if (badBreaks) {
      const message = t('rounds.form.breaksInvalid', { sku: badBreaks[1].sku });
      setProductsError(message);
      setExpanded((keys) => (keys.includes(badBreaks[0]) ? keys : [...keys, badBreaks[0]]));
      notification.error({ message: t('common:error'), description: message });
      return;
    }
    try {
      await createRound(
        createRoundBody(
          values,
          [...selected].map(([productId, s]) => ({
            productId,
            moq: s.moq,
            maxQty: s.maxQty,
            ...(s.priceBreaks.length && { priceBreaks: s.priceBreaks }),
          })),
        ),
      ).unwrap();
      toasts.success('rounds.toast.created');
      onClose();
    } catch (error) {
      const refused = roundFormErrors(error, t);
      form.setFields(refused.fields);
      if (refused.products) setProductsError(refused.products);
      toasts.failure('rounds.toast.createFailed', error);
    }
  };

  const columns = useMemo<TableColumnsType<Product>>(() => {
    /** A column of what the supplier sets on a product once it is in the round (empty until then). */
    const selectedColumn = (
      key: string,
      title: string,
      width: number,
      cell: (product: Product, selection: Selected) => ReactNode,
    ): TableColumnsType<Product>[number] => ({
      key,
      title,
      width,
      render: (_, p) => {
        const s = selected.get(p.id);
        return s ? cell(p, s) : null;
      },
    });
    return [
      {
        key: 'product',
        title: t('products.columns.product'),
        render: (_, p) => <CellText text={p.name} note={p.sku} />,
      },
      selectedColumn('moq', t('rounds.form.moq'), 130, (p, s) => (
        <InputNumber
          data-testid={`moq-${p.sku}`}
          min={1}
          precision={0}
          value={s.moq}
          onChange={(v) => change(p.id, { moq: Math.max(1, Number(v) || 1) })}
        />
      )),
      selectedColumn('maxQty', t('rounds.form.maxQty'), 130, (p, s) => (
        <InputNumber
          min={1}
          precision={0}
          placeholder={t('rounds.form.optional')}
          value={s.maxQty ?? undefined}
          onChange={(v) =>
            change(p.id, { maxQty: v === null || v === undefined ? null : Math.max(1, Number(v)) })
          }
        />
      )),
      selectedColumn('priceBreaks', t('rounds.form.priceBreaks'), 120, (p, s) => {
        const open = expanded.includes(p.id);
        return (
          <Button
            size="small"
            type={open ? 'primary' : 'default'}
            data-testid={`breaks-toggle-${p.sku}`}
            aria-expanded={open}
            onClick={() => setExpanded((keys) => (open ? keys.filter((k) => k !== p.id) : [...keys, p.id]))}
          >
            {t('rounds.form.breaksCount', { count: s.priceBreaks.length })}
          </Button>
        );
      }),
    ];
  }, [t, selected, expanded]);

  return (
    <Modal
      open={open}
      title={t('rounds.form.title')}
      onCancel={onClose}
      width={900}
      destroyOnHidden
      footer={dialogFooter({
        cancel: { label: t('rounds.form.cancel'), onClick: onClose },
        ok: {
          label: t('rounds.form.submit'),
          testId: 'round-save',
          loading: creating.isLoading,
          onClick: () => form.submit(),
        },
      })}
    >
      <Form<RoundFormValues>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={ROUND_FORM_INITIAL_VALUES}
      >
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item
              name="title"
              label={t('rounds.form.roundTitle')}
              rules={[{ required: true, whitespace: true, message: t('rounds.form.titleRequired') }]}
            >
              <Input data-testid="round-title" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="currency" label={t('rounds.form.currency')}>
              <Select
                data-testid="round-currency"
                options={ROUND_CURRENCIES.map((c) => ({ value: c, label: c }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="description" label={t('rounds.form.description')}>
              <Input.TextArea rows={2} maxLength={2000} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="openAt" label={t('rounds.form.openAt')}>
              <Input type="datetime-local" data-testid="round-open" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="closeAt"
              label={t('rounds.form.closeAt')}
              dependencies={['openAt']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value: string | undefined) => {
                    const openAt = localDateTimeToIso(getFieldValue('openAt'));
                    const closeAt = localDateTimeToIso(value);
                    return !openAt || !closeAt || closeAt > openAt
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('rounds.form.closeAfterOpen')));
                  },
                }),
              ]}
            >
              <Input type="datetime-local" data-testid="round-close" />
            </Form.Item>
          </Col>
          <EndActionFields />
          <Col xs={24} md={12}>
            <Form.Item name="freightCost" label={t('rounds.form.freightCost')}>
              <InputNumber
                data-testid="round-freight"
                min={0}
                step={0.01}
                precision={2}
                style={{ width: '100%' }}
                addonAfter={currency}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="freightBasis" label={t('rounds.form.freightBasis')}>
              <Select
                data-testid="round-freight-basis"
                options={FREIGHT_BASES.map((b) => ({ value: b, label: t(`rounds.form.freightBases.${b}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>

      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('rounds.form.products')}
        </Typography.Title>
        <Typography.Text data-testid="selected-count">
          {t('rounds.form.selected', { count: selected.size })}
        </Typography.Text>
      </Flex>
      {productsError && <Alert type="error" showIcon message={productsError} style={{ marginTop: 8 }} />}
      <Tabs
        items={[
          {
            key: 'individual',
            label: t('rounds.form.individual'),
            children: (
              <div data-testid="round-products">
                <Table<Product>
                  rowKey="id"
                  size="small"
                  columns={columns}
                  dataSource={products?.items ?? []}
                  locale={{ emptyText: t('rounds.form.noActiveProducts') }}
                  pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
                  scroll={{ x: 'max-content' }}
                  expandable={{
                    expandedRowKeys: expanded.filter((id) => selected.has(String(id))),
                    showExpandColumn: false,
                    expandedRowRender: (p) => {
                      const s = selected.get(p.id);
                      return s ? (
                        <PriceBreaksEditor
                          sku={p.sku}
                          unitPrice={p.unitPrice}
                          currency={p.currency}
                          maxQty={s.maxQty}
                          value={s.priceBreaks}
                          onChange={(priceBreaks) => change(p.id, { priceBreaks })}
                        />
                      ) : null;
                    },
                  }}
                  rowSelection={{
                    selectedRowKeys: [...selected.keys()],
                    onChange: (_keys, rows) => {
                      setProductsError(null);
                      choose(rows);
                    },
                    getCheckboxProps: (p) => ({ 'aria-label': p.name }) as never,
                  }}
                />
              </div>
            ),
          },
          {
            key: 'bulk',
            label: t('rounds.form.bulk'),
            children: (
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
                    loading={importing.isLoading}
                    onFile={(file) => void importFile(file)}
                  >
                    {importing.isLoading ? t('rounds.import.importing') : t('rounds.import.choose')}
                  </FileButton>
                </Flex>
                {preview && <Typography.Text type="secondary">{preview}</Typography.Text>}
                {importResult && importResult.failures.length > 0 && (
                  <List
                    data-testid="import-failures"
                    size="small"
                    bordered
                    header={<Typography.Text strong>{t('rounds.import.failedRows')}</Typography.Text>}
                    dataSource={importResult.failures.slice(0, 200)}
                    renderItem={(f) => (
                      <List.Item>
                        <Typography.Text>
                          {t('rounds.import.line', { line: f.line })}
                          {f.sku ? ` (${f.sku})` : ''}:{' '}
                          {t(`rounds.import.reasons.${f.reason}`, { defaultValue: f.reason })}
                        </Typography.Text>
                      </List.Item>
                    )}
                  />
                )}
              </Flex>
            ),
          },
        ]}
      />
    </Modal>
  );
}
