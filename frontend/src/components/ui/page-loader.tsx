import './page-loader.css';

/** Full-area spinner shown while a lazily loaded screen downloads. */
export function PageLoader({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div className="page-loader" role="status">
      <span className="page-loader__spinner" aria-hidden="true" />
      <span className="page-loader__label">{label}</span>
    </div>
  );
}
