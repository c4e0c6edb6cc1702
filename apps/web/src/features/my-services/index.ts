// The my-services feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; README, How it works).
export { ForYouPanel } from './ForYouPanel.tsx';
export { MyServicesDialog } from './MyServicesDialog.tsx';
export { usePersonalChoice } from './use-personal-choice.ts';
