// The account feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; docs/architecture.md#the-web-apps-layers).

export { AdminSetupBanner } from './AdminSetupBanner.tsx';
export { useDisplayDate, useLocale } from './display-date.ts';
export { accountText, knownTexts, type Translate } from './known-texts.ts';
export { hasProAccess, mirrorSaysSignedIn, writeSessionMirror } from './session-mirror.ts';
export { useFocusInvalid } from './use-focus-invalid.ts';
export { sessionQueryOptions, useSession } from './use-session.ts';
export { useSessionSync } from './use-session-sync.ts';
export { useSignOut } from './use-sign-out.ts';
export { VerifyEmailBanner } from './VerifyEmailBanner.tsx';
