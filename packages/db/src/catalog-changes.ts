/**
 * A counter that every writer of `titles` in this process bumps, so in-process memory derived
 * from the catalog (autocomplete's remembered misses and popular titles) is dropped at once
 * after a write here. Writes by other processes (instances, the CLI) reach it by expiry.
 */
let version = 0;

export function catalogChanged(): void {
  version++;
}

export function catalogVersion(): number {
  return version;
}
