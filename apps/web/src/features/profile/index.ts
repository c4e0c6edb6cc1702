// The profile feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; README, How it works).
export { ProfileSection } from './ProfileSection.tsx';
export { formatProfileDate, trialDaysLeft } from './profile-format.ts';
