/** The answer of a write that sends back what it wrote: `{ success: true, message, data }`. */
export type DataReply<T> = { success: true; message: string; data: T };
