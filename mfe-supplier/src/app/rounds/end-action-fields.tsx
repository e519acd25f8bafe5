import { Col, Flex, Form, InputNumber, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EXTEND_DAYS_MAX,
  EXTEND_DAYS_MIN,
  LAST_CALL_HOURS_MAX,
  LAST_CALL_HOURS_MIN,
  ROUND_END_ACTIONS,
} from '@marketplace/contracts/constants';
import { validExtendDays, type RoundFormValues } from './round-form';

/**
 * What happens at the closing date, inside the Create Round form: the end action,
 * each with what it does, and the days "extend once" adds (asked for only with that action).
 */
export function EndActionFields() {
  const { t } = useTranslation('supplier');
  // The server's text for the same refusal, so both say the same in either language.
  const daysRequired = t('errors:field.round_extend_days_required');
  return (
    <>
      <Col xs={24}>
        <Form.Item<RoundFormValues> name="endAction" label={t('rounds.form.endAction')}>
          <Radio.Group data-testid="round-end-action" style={{ width: '100%' }}>
            <Flex vertical gap="small">
              {ROUND_END_ACTIONS.map((action) => (
                <Radio key={action} value={action} data-testid={`end-action-${action}`}>
                  <Flex vertical>
                    <Typography.Text>{t(`common:endActions.${action}`)}</Typography.Text>
                    <Typography.Text type="secondary">{t(`rounds.endActionHelp.${action}`)}</Typography.Text>
                  </Flex>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
      </Col>
      <Form.Item<RoundFormValues>
        noStyle
        shouldUpdate={(previous, current) => previous.endAction !== current.endAction}
      >
        {({ getFieldValue }) =>
          getFieldValue('endAction') === 'extend_once' ? (
            <Col xs={24} md={8}>
              <Form.Item<RoundFormValues>
                name="extendDays"
                label={t('rounds.form.extendDays')}
                required
                rules={[
                  {
                    validator: (_, value: unknown) =>
                      validExtendDays(value) ? Promise.resolve() : Promise.reject(new Error(daysRequired)),
                  },
                ]}
              >
                <InputNumber
                  data-testid="round-extend-days"
                  min={EXTEND_DAYS_MIN}
                  max={EXTEND_DAYS_MAX}
                  precision={0}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
          ) : null
        }
      </Form.Item>
      {/* When buyers of products still short of their MOQ get the last call. */}
      <Col xs={24} md={8}>
        <Form.Item<RoundFormValues>
          name="lastCallHours"
          label={t('rounds.form.lastCallHours')}
          extra={t('rounds.form.lastCallHelp')}
        >
          <InputNumber
            data-testid="round-last-call-hours"
            min={LAST_CALL_HOURS_MIN}
            max={LAST_CALL_HOURS_MAX}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
    </>
  );
}
