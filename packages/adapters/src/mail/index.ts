export * from './outbox-mailer.ts';
export * from './smtp-mailer.ts';
