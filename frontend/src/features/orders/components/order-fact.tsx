import type { ReactNode } from 'react';

type OrderFactProps = {
  /** What the value is ('Total'). */
  term: string;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
};

/** One term and its value in an order's description list: a `<div>` with its `<dt>` and `<dd>`. */
export function OrderFact({ term, children, className, valueClassName }: OrderFactProps) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
