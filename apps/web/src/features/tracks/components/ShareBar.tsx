import { shareText } from '../lib/share';

/** The share of devices a rollout offers its build to, as a bar with the figure beside it. */
export function ShareBar({
  share,
  halted,
  label,
}: {
  share: number;
  halted: boolean;
  label: string;
}) {
  return (
    <div className="trk-share">
      <div
        className={halted ? 'trk-share__track trk-share__track--halted' : 'trk-share__track'}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-valuetext={shareText(share)}
      >
        <div className="trk-share__fill" style={{ width: `${Math.min(100, share)}%` }} />
      </div>
      <span className="trk-share__figure portal-figure" data-testid="rollout-share">
        {shareText(share)}
      </span>
    </div>
  );
}
