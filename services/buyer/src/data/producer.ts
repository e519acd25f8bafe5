/** Events of this service travel on `buyer.…` subjects, in the BUYER stream. */
export const PRODUCER = 'buyer';
