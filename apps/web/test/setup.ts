import { configure } from '@testing-library/react';

// findBy*/waitFor return as soon as their condition holds; the longer ceiling only matters on a
// loaded CI machine, where a first lazy import can take more than the default second.
configure({ asyncUtilTimeout: 5_000 });
