/** Leaves the app for a checkout or portal page (tests replace this module). */
export function goTo(url: string): void {
  window.location.assign(url);
}
