export * from './altcha-solver.ts';
export * from './fake-google.ts';
export * from './fake-siteverify.ts';
export * from './fake-stripe.ts';
export * from './fixture-catalog.ts';
export * from './http-client.ts';
export * from './smtp-capture.ts';
export * from './test-database.ts';
