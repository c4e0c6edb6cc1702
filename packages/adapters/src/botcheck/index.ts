export * from './altcha.ts';
export * from './recaptcha.ts';
