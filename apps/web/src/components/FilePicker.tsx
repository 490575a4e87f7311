import { Button, type ButtonProps } from 'antd';
import { useRef, type ReactNode } from 'react';

interface Props extends Omit<ButtonProps, 'onClick'> {
  accept: string;
  /** the file input's test id, for browser tests that hand it a file */
  inputId: string;
  onFile: (file: File) => void;
  children: ReactNode;
}

/** A button that opens the file chooser; the chosen file goes to onFile. */
export function FilePicker({ accept, inputId, onFile, children, ...button }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        style={{ display: 'none' }}
        data-testid={inputId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // the same file may be chosen again after a refusal
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
