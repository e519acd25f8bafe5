import { useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import type { AntdFeedback } from './feedback-queue';

/**
 * antd's toast and confirmation holders, the same three `App` renders, inside the provider's
 * ConfigProvider (theme, locale). Its own chunk: loaded on the first toast, or once the page is idle.
 */
export function FeedbackHolders({ onReady }: { onReady: (api: AntdFeedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  // Effects run after the holders' refs are set: calls made from here on are shown.
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
