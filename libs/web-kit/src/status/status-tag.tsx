import { useTranslation } from 'react-i18next';
// Through the package: this entry point is bundled into each remote's own build, and the light
// widgets' stylesheet must be attached once, by the shared kit.
import { LightTag, type LightTagProps } from '@marketplace/web-kit';
import { statusColor, type StatusKind, type StatusLabels, type StatusOf } from './status-colors';

export type StatusTagProps<K extends StatusKind> = Omit<LightTagProps, 'color' | 'children'> & {
  kind: K;
  status: StatusOf<K>;
  /** The texts to label it with (`STATUS_LABELS`): each screen keeps its own words. */
  labels: StatusLabels<K>;
  /** Invoice lists show their statuses in capitals (spec §4). */
  uppercase?: boolean;
  'data-testid'?: string;
};

/** A status as a tag (antd's look, no antd code): the kind's colour (`STATUS_COLORS`), the screen's label. */
export function StatusTag<K extends StatusKind>({
  kind,
  status,
  labels,
  uppercase,
  ...rest
}: StatusTagProps<K>) {
  const { t } = useTranslation();
  const label = t(`${labels}.${status}`);
  return (
    <LightTag color={statusColor(kind, status)} {...rest}>
      {uppercase ? label.toUpperCase() : label}
    </LightTag>
  );
}

type KindTagProps<K extends StatusKind> = Omit<StatusTagProps<K>, 'kind'>;

export function RoundStatusTag(props: KindTagProps<'round'>) {
  return <StatusTag kind="round" {...props} />;
}

export function OrderStatusTag(props: KindTagProps<'order'>) {
  return <StatusTag kind="order" {...props} />;
}

/** An invoice status, uppercase as in the lists (spec §4). */
export function InvoiceStatusTag({ status }: { status: StatusOf<'invoice'> }) {
  return (
    <StatusTag
      kind="invoice"
      status={status}
      labels="common:invoice.statuses"
      uppercase
      data-testid="invoice-status"
    />
  );
}

/**
 * Beside an invoice's status once its due date has passed with something still due (the
 * supplier's overdue scan flagged it): in the lists' capitals, in the overdue red.
 */
export function OverdueTag() {
  const { t } = useTranslation('common');
  return (
    <LightTag color="red" data-testid="invoice-overdue-tag">
      {t('invoice.payments.overdue').toUpperCase()}
    </LightTag>
  );
}

/** Active or Inactive (a company, a product). */
export function ActiveTag({
  active,
  ...props
}: Omit<KindTagProps<'active'>, 'status'> & { active: boolean }) {
  return <StatusTag kind="active" status={active ? 'active' : 'inactive'} {...props} />;
}
