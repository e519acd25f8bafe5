import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { useTranslation } from 'react-i18next';
import type { BuyerRoundRow } from '@marketplace/contracts';
import { clampLines, containerFillTexts, LightTag, SvgIcon, useHydrated } from '@marketplace/web-kit';
import { roundDateTexts, useClock } from './round-dates';
import { useBuyingPhase } from './use-buying-phase';

/** Spec §9: the rounds list shows the average MOQ badge in the strong style from 80%. */
export const ROUNDS_BADGE_THRESHOLD = 80;

// Cut by CSS (clampLines), not antd's `ellipsis`, which measures every card's text after render.
const DESCRIPTION_LINES = clampLines(2);

/**
 * A round's supplier, description, product count and deadline: the body of its card or list row.
 * Light widgets only: the rounds grid loads no antd.
 */
export function RoundFacts({ round }: { round: BuyerRoundRow }) {
  // The translator's language (on the server, one instance per language), not the shared one's.
  const { t, i18n } = useTranslation('buyer');
  // Kept by the clock: the tag goes at the opening time without a reload.
  const phase = useBuyingPhase(round);
  // "in 20 minutes" stays true while the card is on screen.
  const now = useClock(phase === 'upcoming' || phase === 'open');
  // The server does not know the viewer's zone: its view (and the hydration of it) says UTC, and
  // the browser's own times follow at once (else React's hydration errors #418/#425).
  const zone = useHydrated() ? 'local' : 'utc';
  const dates = roundDateTexts(round, phase, now, t, i18n.language, zone);
  const fill = round.fill ? containerFillTexts(t, round.fill, i18n.language).plan : null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <span className="mk-secondary">{round.supplierName}</span>
      {round.description && (
        <p style={{ margin: 0, ...DESCRIPTION_LINES }} title={round.description}>
          {round.description}
        </p>
      )}
      {/* How full the shared shipment is so far (the products dialog has it live). */}
      {fill && (
        <span className="mk-secondary" data-testid="round-card-fill">
          {t('dialog.fill.soFar', { plan: fill })}
        </span>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <LightTag>{t('products', { count: round.productCount })}</LightTag>
        {/* Listed before its opening time, but nothing can be added until then. */}
        {dates.opens && (
          <LightTag icon={<SvgIcon icon={CalendarOutlined} />} color="blue" data-testid="round-opens-tag">
            {dates.opens}
          </LightTag>
        )}
        <LightTag icon={<SvgIcon icon={CalendarOutlined} />} data-testid="round-closes-tag">
          {dates.closes}
        </LightTag>
      </div>
    </div>
  );
}
