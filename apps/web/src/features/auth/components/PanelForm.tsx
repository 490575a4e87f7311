import type { ReactNode } from 'react';
import { Button, Form, type ButtonProps, type FormProps } from 'antd';

/**
 * The form of every sign-in panel: labels above fields, no required-marks. A refused submit
 * scrolls to the first field in error and focuses it, so its message is what the user sees.
 */
export function PanelForm<Values>(
  props: Omit<FormProps<Values>, 'children'> & { children?: ReactNode },
) {
  return (
    <Form<Values>
      layout="vertical"
      requiredMark={false}
      scrollToFirstError={{ block: 'center', focus: true }}
      {...props}
    />
  );
}

/**
 * A panel's full-width primary submit button. It is never disabled for what the user typed:
 * pressing it runs the fields' rules, and each wrong field says why under itself.
 */
export function SubmitButton(props: Omit<ButtonProps, 'type' | 'htmlType' | 'disabled'>) {
  return <Button type="primary" htmlType="submit" size="large" block {...props} />;
}
