import { useTranslation } from 'react-i18next';
import type { Follow } from '@marketplace/contracts';
import {
  formatDate,
  LightButton,
  LightEmpty,
  LightList,
  LightListItem,
  LightTag,
  useHydrated,
} from '@marketplace/web-kit';
import { DashboardPanel } from '@marketplace/web-kit/dashboard';
import { followKey, useFollowChange } from './follow-change';
import { useListFollowsQuery } from './follows-api';

/**
 * The dashboard's Following card, drawn once the page is the browser's own: the dashboard's server
 * view carries its one first read (the dashboard's figures), so the follows are read in the browser
 * after hydration, and the markup React hydrates stays the server's.
 */
export function FollowingCard() {
  return useHydrated() ? <FollowingPanel /> : null;
}

/**
 * What the buyer follows, newest first: kind, name (a series with its supplier), since when, and
 * Unfollow. Light widgets only: the dashboard loads no antd. Exported for the specs, which draw it
 * without the hydration gate (markup drawn in Node is never hydrated).
 */
export function FollowingPanel() {
  const { t } = useTranslation('buyer');
  const { data, error, isLoading } = useListFollowsQuery();
  // Spec §8: dashboards show no message on a failed read.
  if (error) console.error('Failed to load the follows', error);
  const { change, pending } = useFollowChange();

  return (
    <DashboardPanel title={t('follows.card.title')} testId="following-card">
      {isLoading ? (
        <div className="mk-skeleton" aria-busy="true" />
      ) : data?.items.length ? (
        <LightList>
          {data.items.map((follow) => (
            <LightListItem
              key={followKey(follow)}
              title={
                <span className="mk-inline" data-testid={`follow-${followKey(follow)}`}>
                  <LightTag color={follow.kind === 'supplier' ? 'blue' : 'purple'}>
                    {t(`follows.card.kinds.${follow.kind}`)}
                  </LightTag>
                  <span>{follow.name}</span>
                </span>
              }
              description={<SinceLine follow={follow} />}
              actions={[
                <LightButton
                  key="unfollow"
                  variant="text"
                  size="small"
                  loading={pending === followKey(follow)}
                  aria-label={t('follows.card.unfollowLabel', { name: follow.name })}
                  onClick={() => void change({ ...follow, following: true })}
                  data-testid={`unfollow-${followKey(follow)}`}
                >
                  {t('follows.card.unfollow')}
                </LightButton>,
              ]}
            />
          ))}
        </LightList>
      ) : (
        <LightEmpty description={t('follows.card.empty')} />
      )}
    </DashboardPanel>
  );
}

/** "Since Mar 02, 2026", after its supplier's name for a series. */
function SinceLine({ follow }: { follow: Follow }) {
  const { t, i18n } = useTranslation('buyer');
  const since = t('follows.card.since', { date: formatDate(follow.since, i18n.language) });
  return follow.kind === 'series'
    ? `${t('follows.card.bySupplier', { supplierName: follow.supplierName })} · ${since}`
    : since;
}
