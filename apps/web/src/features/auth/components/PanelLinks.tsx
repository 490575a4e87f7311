import { Button } from 'antd';
import type { ReactNode } from 'react';

/** A link of the line under a sign-in panel. */
export function PanelLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="link" className="panel-links__button" onClick={onClick}>
      {children}
    </Button>
  );
}

/**
 * The line under the sign-in and register panels: another way on one side, and on the other a
 * question with the link that answers it ("No account yet? Register").
 */
export function PanelLinks({
  other,
  question,
  answer,
}: {
  other: ReactNode;
  question: string;
  answer: ReactNode;
}) {
  return (
    <div className="panel-links">
      {other}
      <span className="panel-links__group">
        {question}
        {answer}
      </span>
    </div>
  );
}
