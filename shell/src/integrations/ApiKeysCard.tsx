import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type {
  ApiKey,
  ApiKeysResponse,
  CreateApiKeyBody,
  CreatedApiKey,
  Profile,
} from '@marketplace/contracts';
import { IDENTITY } from '../session/sessionController';
import { ApiKeyRow } from './ApiKeyRow';
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
      renderItem={(key) => <ApiKeyRow apiKey={key} scopeLabel={scopeLabel} onRevoke={revoke} />}
      createLabel={t('auth:apiKeys.create')}
      createOk={t('auth:apiKeys.createOk')}
      createTestId="api-key-new"
      formTestId="api-key-form"
      onCreate={create}
      fields={<ApiKeyFields scopes={keys?.scopes} scopeLabel={scopeLabel} />}
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

/** The new key's dialog fields: its name and the scopes it may use, of those the maker may give. */
function ApiKeyFields({
  scopes,
  scopeLabel,
}: {
  scopes: readonly string[] | undefined;
  scopeLabel: (scope: string) => string;
}) {
  const { t } = useTranslation(['auth', 'common']);
  return (
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
        choices={scopes}
        labelOf={scopeLabel}
        testId="api-key-scopes"
      />
    </>
  );
}
