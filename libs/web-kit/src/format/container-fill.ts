import type { RoundFillView } from '@marketplace/contracts';

/** Any i18next-style `t` that can read the `common` namespace. */
type T = (key: string, options?: Record<string, unknown>) => unknown;

export interface ContainerFillTexts {
  /** "1 × 40 ft HC, 72 % by volume", or null while nothing measurable is committed. */
  plan: string | null;
  /** "50 m³ · 2,000 kg gross", or null with no plan. */
  load: string | null;
  /** "3 products have no volume", "1 product has no weight": named, never silently left out. */
  missing: string[];
}

/**
 * A round's container fill in words, the same for the supplier's Round Performance and
 * rounds table and the buyer's round cards and products dialog (texts under `common:fill`).
 */
export function containerFillTexts(t: T, fill: RoundFillView, language: string): ContainerFillTexts {
  const text = (key: string, options?: Record<string, unknown>) => String(t(`common:fill.${key}`, options));
  const number = (v: number, digits: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(v);
  const plan = fill.plan;
  const containers = plan?.containers.map((c) => `${c.count} × ${text(`kinds.${c.kind}`)}`).join(' + ');
  return {
    plan: plan
      ? text(plan.limitedBy === 'weight' ? 'planWeight' : 'planVolume', {
          containers,
          percent: plan.limitedBy === 'weight' ? plan.weightPercent : plan.volumePercent,
        })
      : null,
    load: plan
      ? text('load', { volume: number(fill.volumeM3, 3), weight: number(fill.grossWeightKg, 2) })
      : null,
    missing: [
      ...(fill.withoutVolume > 0 ? [text('noVolume', { count: fill.withoutVolume })] : []),
      ...(fill.withoutWeight > 0 ? [text('noWeight', { count: fill.withoutWeight })] : []),
    ],
  };
}
