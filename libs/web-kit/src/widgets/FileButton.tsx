import { useRef, type ReactNode } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';

export interface FileButtonProps {
  /** The kinds of file the chooser offers (the input's `accept`). */
  accept: string;
  /** The chosen file (none when the chooser closed without one). */
  onFile: (file: File | undefined) => void;
  loading?: boolean;
  /** Test id of the (hidden) file input, where browser tests set the file. */
  inputTestId: string;
  /** Test id of the button. */
  testId?: string;
  children: ReactNode;
}

/**
 * An upload button (product images, a round's CSV, the avatar): it opens the browser's file
 * chooser through a hidden file input. The input is emptied once read, so choosing the same
 * file again fires again. Its own entry point (`@marketplace/web-kit/file-button`): it brings
 * antd's Button, which the kit's index must not.
 */
export function FileButton({ accept, onFile, loading, inputTestId, testId, children }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        style={{ display: 'none' }}
        data-testid={inputTestId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          onFile(file);
        }}
      />
      <Button
        icon={<UploadOutlined />}
        loading={loading}
        onClick={() => input.current?.click()}
        data-testid={testId}
      >
        {children}
      </Button>
    </>
  );
}
