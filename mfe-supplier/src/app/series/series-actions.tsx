import { Button, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SeriesMove } from './series-api';
import type { SeriesStatus } from './series-rules';

/** Pause (while active), Resume (while paused) and End, asked to confirm, of a series not ended. */
export function SeriesActions({
  status,
  busy,
  act,
}: {
  status: SeriesStatus;
  busy: (step: SeriesMove) => boolean;
  act: (step: SeriesMove) => Promise<void>;
}) {
  const { t } = useTranslation('supplier');
  return (
    <Flex wrap gap="small" data-testid="series-actions">
      {status === 'active' && (
        <Button loading={busy('pause')} onClick={() => void act('pause')} data-testid="series-pause">
          {t('series.pause')}
        </Button>
      )}
      {status === 'paused' && (
        <Button
          type="primary"
          loading={busy('resume')}
          onClick={() => void act('resume')}
          data-testid="series-resume"
        >
          {t('series.resume')}
        </Button>
      )}
      <Popconfirm
        title={t('series.endConfirm.title')}
        description={t('series.endConfirm.text')}
        okText={t('series.endConfirm.ok')}
        cancelText={t('series.endConfirm.cancel')}
        okButtonProps={{
          danger: true,
          ...({ 'data-testid': 'series-end-ok' } as Record<`data-${string}`, string>),
        }}
        onConfirm={() => act('end')}
      >
        <Button danger loading={busy('end')} data-testid="series-end">
          {t('series.end')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
