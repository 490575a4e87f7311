import type { ReactNode } from 'react';
import { Button, Form, type ButtonProps, type FormProps } from 'antd';

/** The form of every sign-in panel: labels above fields, no required-marks. */
export function PanelForm<Values>(
  props: Omit<FormProps<Values>, 'children'> & { children?: ReactNode },
) {
  return <Form<Values> layout="vertical" requiredMark={false} {...props} />;
}

/** A panel's full-width primary submit button. */
export function SubmitButton(props: Omit<ButtonProps, 'type' | 'htmlType'>) {
  return <Button type="primary" htmlType="submit" size="large" block {...props} />;
}
