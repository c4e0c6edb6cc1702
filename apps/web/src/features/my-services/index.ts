// The my-services feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; docs/architecture.md#the-web-apps-layers).
export { ForYouPanel } from './ForYouPanel.tsx';
export { MyServicesDialog } from './MyServicesDialog.tsx';
export { accountServicesQueryOptions } from './my-services-api.ts';
export type { PersonalChoice } from './use-personal-choice.ts';
export { usePersonalChoice, useVisitorCountry } from './use-personal-choice.ts';
