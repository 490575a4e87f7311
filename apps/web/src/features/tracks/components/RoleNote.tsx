import { LockOutlined } from '@ant-design/icons';

/**
 * Why the controls beside it are disabled: the reader's role may read them, not change them.
 * Written out (not only a tooltip, which a touch screen never shows); the disabled controls
 * name it with aria-describedby.
 */
export function RoleNote({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="trk-role-note" data-testid="role-note">
      <LockOutlined aria-hidden="true" /> {text}
    </p>
  );
}
