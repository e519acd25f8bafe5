import { useState } from 'react';
import { Button, Flex, Form, Input, List, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type {
  ApiKey,
  ApiKeysResponse,
  CreateApiKeyBody,
  CreatedApiKey,
  Profile,
} from '@marketplace/contracts';
import { formatDate, relativeTime } from '@marketplace/web-kit';
import { IDENTITY } from '../session/sessionController';
import { ChoicesField, CompanyListCard, useCompanyList } from './CompanyListCard';
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
  const { listing: keys, change } = useCompanyList<ApiKeysResponse>(API_KEYS_URL);
  const [secret, setSecret] = useState<string | null>(null);

  async function create(values: CreateApiKeyBody) {
    const made = await change<CreatedApiKey>({ url: API_KEYS_URL, method: 'POST', body: values });
    if (made) setSecret(made.secret);
    return made !== null;
  }

  const revoke = (key: ApiKey) =>
    change<ApiKey>({ url: `${API_KEYS_URL}/${key.id}`, method: 'DELETE' }, t('auth:apiKeys.revokedDone'));

  const scopeLabel = (scope: string) => t(`auth:apiKeys.scopeNames.${scope.replace(':', '_')}`);

  return (
    <CompanyListCard<ApiKey, CreateApiKeyBody>
      title={t('auth:apiKeys.title')}
      testId="api-keys"
      intro={
        <>
          {t('auth:apiKeys.intro')} <a href="/api/docs">{t('auth:apiKeys.reference')}</a>
        </>
      }
      items={keys?.items}
      empty={t('auth:apiKeys.empty')}
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
      createLabel={t('auth:apiKeys.create')}
      createOk={t('auth:apiKeys.createOk')}
      createTestId="api-key-new"
      formTestId="api-key-form"
      onCreate={create}
      fields={
        <>
          <Form.Item
            name="name"
            label={t('auth:apiKeys.name')}
            rules={[{ required: true, whitespace: true, message: t('auth:apiKeys.nameRequired') }]}
          >
            <Input maxLength={80} data-testid="api-key-name" />
          </Form.Item>
          <ChoicesField
            name="scopes"
            label={t('auth:apiKeys.scopes')}
            required={t('auth:apiKeys.scopesRequired')}
            choices={keys?.scopes}
            labelOf={scopeLabel}
            testId="api-key-scopes"
          />
        </>
      }
    >
      <SecretShownOnce
        secret={secret}
        title={t('auth:apiKeys.created')}
        warning={t('auth:apiKeys.shownOnce')}
        done={t('auth:apiKeys.copied')}
        testId="api-key-secret"
        onClose={() => setSecret(null)}
      />
    </CompanyListCard>
  );
}
