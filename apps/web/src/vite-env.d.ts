/// <reference types="vite/client" />

/** A language's catalog, compiled by build/locale-catalogs.ts. */
declare module 'virtual:locale/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
