/**
 * Lengths of what an admin writes on an order's status change (the columns' sizes). A file of its
 * own: the entity needs it while it is defined, and orders.constants imports the payments module.
 */
export const ORDER_TEXT_LIMITS = { courier: 100, trackingNumber: 100, cancellationReason: 500 } as const;
