import { useState } from 'react';
import { Button } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BuyerRoundProduct } from '@marketplace/contracts';
import { lazyPage, OnceOpened, useSession } from '@marketplace/web-kit';
import { standingOf, useListStandingOrdersQuery } from './standing-api';

// Opened by a click only: loaded then.
const StandingDialog = lazyPage(() => import('./standing-dialog'), 'StandingDialog');

/** A long product name's label wraps inside the button instead of widening the card at 390 px. */
const WRAPPING = { maxWidth: '100%', height: 'auto', whiteSpace: 'normal', textAlign: 'start' } as const;

/**
 * A product's "Standing order" button on a round that is an edition of a series: it reads
 * "Standing order: 12 units" once the buyer holds one, and opens the dialog that sets it.
 */
export function StandingButton({
  seriesId,
  product,
}: {
  seriesId: string;
  product: Pick<BuyerRoundProduct, 'productId' | 'name' | 'unitsPerPack'>;
}) {
  const { t } = useTranslation('buyer');
  const { profile } = useSession();
  const { data, isLoading } = useListStandingOrdersQuery(undefined, { skip: !profile });
  const [open, setOpen] = useState(false);
  const key = { seriesId, productId: product.productId };
  const own = profile ? standingOf(data?.items, { ...key, buyerId: profile.id }) : undefined;
  const target = { ...key, productName: product.name, unitsPerPack: product.unitsPerPack };

  return (
    <>
      <Button
        icon={<SyncOutlined />}
        // Not until the list says whether the buyer holds one (the dialog prefills from it).
        disabled={!profile || isLoading}
        onClick={() => setOpen(true)}
        data-testid={`standing-set-${product.productId}`}
        style={WRAPPING}
      >
        {own ? t('standing.button.set', { count: own.qty }) : t('standing.button.new')}
      </Button>
      <OnceOpened open={open}>
        {open && <StandingDialog target={target} onClose={() => setOpen(false)} />}
      </OnceOpened>
    </>
  );
}
