import { LightTag } from '@marketplace/web-kit';

/**
 * Percentage badge: the strong (blue) style from the threshold on, muted below it. A light widget:
 * the rounds grid, which a buyer opens first, shows one per card and loads no antd.
 */
export function MoqBadge({
  percent,
  threshold,
  text,
}: {
  percent: number;
  threshold: number;
  text?: string;
}) {
  const strong = percent >= threshold;
  return (
    <LightTag color={strong ? 'blue' : 'default'} data-testid="moq-badge" data-strong={strong}>
      {text ?? `${percent}%`}
    </LightTag>
  );
}
