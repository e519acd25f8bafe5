import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Flex, Form, Input, List, Modal, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type {
  ApiKey,
  ApiKeysResponse,
  CreateApiKeyBody,
  CreatedApiKey,
  Profile,
} from '@marketplace/contracts';
import { apiRequest, formatDate, problemMessage, relativeTime, useFeedback } from '@marketplace/web-kit';
import { IDENTITY } from '../session/sessionController';
import { SecretShownOnce } from './SecretShownOnce';

const API_KEYS_URL = `${IDENTITY}/api-keys`;

/** Who holds a company's API keys: a supplier of a company, a buying team's approver. */
export const holdsApiKeys = (profile: Profile): boolean =>
  Boolean(profile.companyId) &&
  (profile.role === 'supplier' || (profile.role === 'buyer' && profile.teamRole === 'approver'));

/**
 * The company's API keys on the profile page: the keys its systems (an ERP, a spreadsheet job)
 * call the marketplace with, each acting as its maker within its scopes. A new key's secret is
 * shown once, in a dialog that says so.
 */
export function ApiKeysCard() {
  const { t } = useTranslation(['auth', 'common']);
  const { notification, message } = useFeedback();
  const [keys, setKeys] = useState<ApiKeysResponse | null>(null);
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [form] = Form.useForm<CreateApiKeyBody>();

  const showError = (problem: unknown) =>
    notification.error({ message: t('common:error'), description: problemMessage(problem, t) });

  async function load() {
    const result = await apiRequest<ApiKeysResponse>(API_KEYS_URL);
    if (result.error) return showError(result.error);
    setKeys(result.data);
  }
  useEffect(() => {
    void load();
    // Read once when the card appears; each change below reads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function create(values: CreateApiKeyBody) {
    setSaving(true);
    try {
      const result = await apiRequest<CreatedApiKey>({ url: API_KEYS_URL, method: 'POST', body: values });
      if (result.error) return showError(result.error);
      setCreating(false);
      form.resetFields();
      setSecret(result.data.secret);
      await load();
    } finally {
      setSaving(false);
    }
  }

  async function revoke(key: ApiKey) {
    const result = await apiRequest<ApiKey>({ url: `${API_KEYS_URL}/${key.id}`, method: 'DELETE' });
    if (result.error) return showError(result.error);
    message.success(t('auth:apiKeys.revokedDone'));
    await load();
  }

  const scopeLabel = (scope: string) => t(`auth:apiKeys.scopeNames.${scope.replace(':', '_')}`);

  return (
    <Card title={t('auth:apiKeys.title')} data-testid="api-keys">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t('auth:apiKeys.intro')} <a href="/api/docs">{t('auth:apiKeys.reference')}</a>
        </Typography.Text>
        <div>
          <Button type="primary" onClick={() => setCreating(true)} data-testid="api-key-new" disabled={!keys}>
            {t('auth:apiKeys.create')}
          </Button>
        </div>
        <List<ApiKey>
          loading={!keys}
          dataSource={keys?.items ?? []}
          locale={{ emptyText: t('auth:apiKeys.empty') }}
          renderItem={(key) => (
            <List.Item
              data-testid="api-key-row"
              actions={
                key.revokedAt
                  ? []
                  : [
                      <Popconfirm
                        key="revoke"
                        title={t('auth:apiKeys.revokeConfirm')}
                        okText={t('auth:apiKeys.revoke')}
                        cancelText={t('common:cancel')}
                        onConfirm={() => revoke(key)}
                      >
                        <Button danger size="small" data-testid="api-key-revoke">
                          {t('auth:apiKeys.revoke')}
                        </Button>
                      </Popconfirm>,
                    ]
              }
            >
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Typography.Text strong>
                  {key.name} <Typography.Text code>{key.hint}</Typography.Text>
                </Typography.Text>
                <Flex wrap gap={4}>
                  {key.scopes.map((scope) => (
                    <Tag key={scope}>{scopeLabel(scope)}</Tag>
                  ))}
                </Flex>
                <Typography.Text type="secondary">
                  {t('auth:apiKeys.createdBy', { name: key.createdBy.name, date: formatDate(key.createdAt) })}
                  {' · '}
                  {key.revokedAt
                    ? t('auth:apiKeys.revokedOn', { date: formatDate(key.revokedAt) })
                    : key.lastUsedAt
                      ? t('auth:apiKeys.lastUsed', { when: relativeTime(key.lastUsedAt) })
                      : t('auth:apiKeys.neverUsed')}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </Flex>

      <Modal
        open={creating}
        title={t('auth:apiKeys.create')}
        okText={t('auth:apiKeys.createOk')}
        cancelText={t('common:cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setCreating(false)}
        destroyOnHidden
      >
        <Form<CreateApiKeyBody> form={form} layout="vertical" onFinish={create} data-testid="api-key-form">
          <Form.Item
            name="name"
            label={t('auth:apiKeys.name')}
            rules={[{ required: true, whitespace: true, message: t('auth:apiKeys.nameRequired') }]}
          >
            <Input maxLength={80} data-testid="api-key-name" />
          </Form.Item>
          <Form.Item
            name="scopes"
            label={t('auth:apiKeys.scopes')}
            rules={[{ required: true, message: t('auth:apiKeys.scopesRequired') }]}
          >
            <Checkbox.Group
              options={(keys?.scopes ?? []).map((scope) => ({ value: scope, label: scopeLabel(scope) }))}
              data-testid="api-key-scopes"
            />
          </Form.Item>
        </Form>
      </Modal>

      <SecretShownOnce
        secret={secret}
        title={t('auth:apiKeys.created')}
        warning={t('auth:apiKeys.shownOnce')}
        done={t('auth:apiKeys.copied')}
        testId="api-key-secret"
        onClose={() => setSecret(null)}
      />
    </Card>
  );
}
