type ProgressBarProps = {
  value: number;
  /** Accessible name, e.g. 'Progreso de la importación'. */
  label: string;
  size?: 'sm' | 'md';
  tone?: 'brand' | 'success' | 'danger' | 'warning';
};

export function ProgressBar({ value, label, size = 'md', tone = 'brand' }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className={`import-progress-bar import-progress-bar--${size} import-progress-bar--${tone}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      <span className="import-progress-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
