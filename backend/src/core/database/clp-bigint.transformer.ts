import type { ValueTransformer } from 'typeorm';

/**
 * Money columns are bigint (an order of two CLP 1.5 billion parts passes int4). pg hands bigint
 * back as a string; amounts stay numbers in code and on the wire, exact while they are safe
 * integers, which MAX_ORDER_TOTAL keeps them far below.
 */
export const CLP_BIGINT: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: unknown) => {
    if (value === null || value === undefined) return value;
    const amount = Number(value);
    if (!Number.isSafeInteger(amount)) throw new Error(`CLP amount out of the safe integer range: ${String(value)}`);
    return amount;
  },
};
