import { Alert, Flex, Modal, Typography } from 'antd';

/**
 * A secret in the only answer that carries it (an API key, a webhook's signing secret): shown
 * with a warning and a copy button, and gone from the page once the dialog closes.
 */
export function SecretShownOnce(props: {
  secret: string | null;
  title: string;
  warning: string;
  done: string;
  testId: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={props.secret !== null}
      title={props.title}
      onOk={props.onClose}
      onCancel={props.onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={props.done}
      // The secret leaves the page with its dialog (a closed dialog otherwise keeps its content).
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Alert type="warning" showIcon message={props.warning} />
        <Typography.Paragraph copyable code data-testid={props.testId} style={{ wordBreak: 'break-all' }}>
          {props.secret}
        </Typography.Paragraph>
      </Flex>
    </Modal>
  );
}
