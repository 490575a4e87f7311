import { useState } from 'react';

/**
 * Whether a dialog has been open at least once. A dialog that is not mounted until then costs the
 * screen's first render nothing (an antd Modal, even closed, generates and inserts its styles);
 * once opened it stays mounted, so that it closes with its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // set during render, as React allows for state derived from props: no extra commit
  if (open && !opened) setOpened(true);
  return opened || open;
}
