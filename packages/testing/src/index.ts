export * from './altcha-solver.ts';
export * from './fake-siteverify.ts';
export * from './fake-tmdb.ts';
export * from './fixture-catalog.ts';
export * from './http-client.ts';
export * from './smtp-capture.ts';
export * from './test-database.ts';
export * from './tmdb-fixtures.ts';
