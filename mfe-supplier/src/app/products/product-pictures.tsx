import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import type { Product } from '@marketplace/contracts';
import { LightFlex, SvgIcon } from '@marketplace/web-kit';

/** A product's picture, 40 px square, or the picture icon when it has none. */
export function Thumb({ product }: { product: Product }) {
  const box = { flex: 'none', width: 40, height: 40, borderRadius: 6 } as const;
  return product.primaryImageUrl ? (
    <img src={product.primaryImageUrl} width={40} height={40} alt="" style={{ ...box, objectFit: 'cover' }} />
  ) : (
    <LightFlex align="center" justify="center" style={{ ...box, background: '#f0f0f0' }}>
      <SvgIcon icon={PictureOutlined} />
    </LightFlex>
  );
}

/**
 * A product card's picture, as antd's card cover: 160 px high, edge to edge along the card's top
 * (out of the light card's 24 px body padding, which stays beneath it); the picture icon when it
 * has none.
 */
export function Cover({ product }: { product: Product }) {
  const box = {
    width: 'calc(100% + 48px)',
    height: 160,
    margin: '-24px -24px 24px',
    borderRadius: '8px 8px 0 0',
  } as const;
  return product.primaryImageUrl ? (
    <img src={product.primaryImageUrl} alt="" style={{ ...box, display: 'block', objectFit: 'cover' }} />
  ) : (
    <LightFlex align="center" justify="center" style={{ ...box, background: '#f5f5f5', fontSize: 32 }}>
      <SvgIcon icon={PictureOutlined} />
    </LightFlex>
  );
}
