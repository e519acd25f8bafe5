import { Button, Flex, List, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@marketplace/contracts';
import { formatDate, relativeTime } from '@marketplace/web-kit';

/** One key of the company: its name and hint, scopes, maker, last use or revocation, and Revoke. */
export function ApiKeyRow({
  apiKey: key,
  scopeLabel,
  onRevoke,
}: {
  apiKey: ApiKey;
  scopeLabel: (scope: string) => string;
  /** A promise: the confirmation stays busy until the call answers. */
  onRevoke: (key: ApiKey) => Promise<unknown>;
}) {
  const { t } = useTranslation(['auth', 'common']);
  return (
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
                onConfirm={() => onRevoke(key)}
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
  );
}
