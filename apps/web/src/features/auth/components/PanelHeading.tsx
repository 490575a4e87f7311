import type { ReactNode } from 'react';

/** Title and one line of explanation at the top of a sign-in panel. */
export function PanelHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className="panel-heading">
      <h2 className="panel-heading__title">{title}</h2>
      {subtitle ? <p className="panel-heading__subtitle">{subtitle}</p> : null}
    </div>
  );
}
