import { useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import type { AntdFeedback } from './feedback-queue';

/** The signed-in layout's header (shell/src/styles.css `.app-header`). */
const HEADER_HEIGHT = 64;

/**
 * antd's toast and confirmation holders, the same three `App` renders, inside the provider's
 * ConfigProvider (theme, locale). Its own chunk: loaded on the first toast, or once the page is idle.
 */
export function FeedbackHolders({ onReady }: { onReady: (api: AntdFeedback) => void }) {
  // Never over the header (Sign Out, the language) nor a page's own buttons, which sit at the top
  // right: notifications rise from the bottom right corner, one-line messages start below the
  // header. Kept while hovered (to be read), so they must not be where a person reaches for a button.
  const [messageApi, messageHolder] = message.useMessage({ top: HEADER_HEIGHT + 8 });
  const [notificationApi, notificationHolder] = notification.useNotification({ placement: 'bottomRight' });
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
