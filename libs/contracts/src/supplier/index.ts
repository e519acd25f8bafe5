/**
 * Cross-service contracts owned by services/supplier, by aggregate: the catalogue, rounds (and
 * their products), sales and proforma invoices, with the supplier API's problem codes and
 * dashboard. HTTP bodies of the supplier API live beside each aggregate's events.
 */
export * from './problems';
export * from './catalogue';
export * from './rounds';
export * from './run-again';
export * from './series';
export * from './sales';
export * from './invoices';
export * from './credit-notes';
export * from './shipments';
export * from './discrepancies';
export * from './shortfalls';
export * from './dashboard';
