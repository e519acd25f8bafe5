import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Checkbox, Flex, Form, List, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiRequest, problemMessage, useFeedback, type ApiRequestArgs } from '@marketplace/web-kit';

/**
 * A list identity keeps for the caller's company (its API keys, its webhook endpoints): read when
 * the card appears and again after each change, a refusal shown as a notification.
 */
export function useCompanyList<Listing>(url: string) {
  const { t } = useTranslation(['auth', 'common']);
  const { notification, message } = useFeedback();
  const [listing, setListing] = useState<Listing | null>(null);

  const showError = (problem: unknown) =>
    notification.error({ message: t('common:error'), description: problemMessage(problem, t) });

  async function load() {
    const result = await apiRequest<Listing>(url);
    if (result.error) return showError(result.error);
    setListing(result.data);
  }
  useEffect(() => {
    void load();
    // Read once when the card appears; each change reads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  /** Runs a change; on success says `done` and reads the list again. Null when it was refused. */
  async function change<T>(request: string | ApiRequestArgs, done?: string): Promise<T | null> {
    const result = await apiRequest<T>(request);
    if (result.error) {
      showError(result.error);
      return null;
    }
    if (done) message.success(done);
    await load();
    return result.data;
  }

  return { listing, load, change, showError };
}

/**
 * The card such a list is shown in: an intro, a button opening the dialog that adds an item, and
 * the items. `onCreate` says whether the item was made; only then does the dialog close and forget
 * what was typed.
 */
export function CompanyListCard<Item, Body>(props: {
  title: string;
  testId: string;
  intro: ReactNode;
  /** Undefined until the list is read: shown loading, the add button disabled. */
  items: Item[] | undefined;
  empty: string;
  renderItem: (item: Item) => ReactNode;
  createLabel: string;
  createOk: string;
  createTestId: string;
  formTestId: string;
  onCreate: (values: Body) => Promise<boolean>;
  /** The add dialog's form items. */
  fields: ReactNode;
  /** Dialogs and drawers the card's items open. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Body>();

  async function create(values: Body) {
    setSaving(true);
    try {
      if (!(await props.onCreate(values))) return;
      setCreating(false);
      form.resetFields();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={props.title} data-testid={props.testId}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{props.intro}</Typography.Text>
        <div>
          <Button
            type="primary"
            onClick={() => setCreating(true)}
            data-testid={props.createTestId}
            disabled={!props.items}
          >
            {props.createLabel}
          </Button>
        </div>
        <List<Item>
          loading={!props.items}
          dataSource={props.items ?? []}
          locale={{ emptyText: props.empty }}
          renderItem={props.renderItem}
        />
      </Flex>

      <Modal
        open={creating}
        title={props.createLabel}
        okText={props.createOk}
        cancelText={t('common:cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setCreating(false)}
        destroyOnHidden
      >
        <Form<Body> form={form} layout="vertical" onFinish={create} data-testid={props.formTestId}>
          {props.fields}
        </Form>
      </Modal>

      {props.children}
    </Card>
  );
}

/** The add dialog's required pick of several of what identity offers (scopes, event types). */
export function ChoicesField(props: {
  name: string;
  label: string;
  required: string;
  choices: readonly string[] | undefined;
  labelOf: (choice: string) => string;
  testId: string;
}) {
  return (
    <Form.Item name={props.name} label={props.label} rules={[{ required: true, message: props.required }]}>
      <Checkbox.Group
        options={(props.choices ?? []).map((choice) => ({ value: choice, label: props.labelOf(choice) }))}
        data-testid={props.testId}
      />
    </Form.Item>
  );
}
