import { UpsellScreen } from '../features/upgrade/UpsellScreen.tsx';

export function Component() {
  return (
    <>
      <title>Upgrade · ReelAtlas</title>
      <UpsellScreen />
    </>
  );
}
