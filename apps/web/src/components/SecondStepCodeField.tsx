import { Form, Input } from 'antd';
import { codeProblem, type SecondStepCodeKind } from '@/lib/second-step';
import type { SecurityText } from '@/lib/security-text';

/**
 * The code field of a second step: a code of the authenticator app or a recovery code, checked
 * as the contract takes it, with the catalogue's words for an empty or malformed one. Shared by
 * the sign-in's second step and the window that asks for it again before a sensitive change.
 */
export function SecondStepCodeField({
  kind,
  text,
  size,
  className,
}: {
  kind: SecondStepCodeKind;
  text: SecurityText;
  size?: 'large';
  className?: string;
}) {
  const recovery = kind === 'recovery';
  const checkCode = (_: unknown, value: string | undefined) => {
    const problem = codeProblem(value ?? '', [kind]);
    if (problem === null) return Promise.resolve();
    const key = recovery
      ? problem === 'empty'
        ? 'secondStep.recoveryRequired'
        : 'secondStep.recoveryFormat'
      : problem === 'empty'
        ? 'secondStep.codeRequired'
        : 'secondStep.codeFormat';
    return Promise.reject(new Error(text(key)));
  };
  return (
    <Form.Item
      key={kind}
      name="code"
      label={text(recovery ? 'secondStep.recovery' : 'secondStep.code')}
      rules={[{ validator: checkCode }]}
    >
      <Input
        size={size}
        className={className}
        autoFocus
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        spellCheck={false}
        maxLength={recovery ? 13 : 7}
        placeholder={text(
          recovery ? 'secondStep.recoveryPlaceholder' : 'secondStep.codePlaceholder',
        )}
      />
    </Form.Item>
  );
}
