import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The new draft's title, marked as required while it is blank. */
export function RunAgainTitleField({
  title,
  onChange,
}: {
  title: string;
  onChange: (title: string) => void;
}) {
  const { t } = useTranslation('supplier');
  const untitled = title.trim() === '';
  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label={t('runAgain.titleLabel')}
        htmlFor="run-again-title"
        validateStatus={untitled ? 'error' : undefined}
        help={untitled ? t('rounds.form.titleRequired') : undefined}
        style={{ marginBottom: 0 }}
      >
        <Input
          id="run-again-title"
          value={title}
          maxLength={200}
          onChange={(e) => onChange(e.target.value)}
          data-testid="run-again-title"
        />
      </Form.Item>
    </Form>
  );
}
