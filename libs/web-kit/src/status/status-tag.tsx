import { Tag, type TagProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColor, type StatusKind, type StatusLabels, type StatusOf } from './status-colors';

export type StatusTagProps<K extends StatusKind> = Omit<TagProps, 'color' | 'children'> & {
  kind: K;
  status: StatusOf<K>;
  /** The texts to label it with (`STATUS_LABELS`): each screen keeps its own words. */
  labels: StatusLabels<K>;
  /** Invoice lists show their statuses in capitals (spec §4). */
  uppercase?: boolean;
  'data-testid'?: string;
};

/** A status as a tag: the kind's colour (`STATUS_COLORS`), the screen's label. */
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
    <Tag color={statusColor(kind, status)} {...rest}>
      {uppercase ? label.toUpperCase() : label}
    </Tag>
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

/** Active or Inactive (a company, a product). */
export function ActiveTag({
  active,
  ...props
}: Omit<KindTagProps<'active'>, 'status'> & { active: boolean }) {
  return <StatusTag kind="active" status={active ? 'active' : 'inactive'} {...props} />;
}
