/** The banned addresses and ranges (normalised), shared by every server instance. */
export interface BanStore {
  list(): Promise<string[]>;
  /**
   * 'exists' when it was banned already; 'full' (nothing added) when the list already holds
   * `maxEntries` bans — checked atomically, so bans made at once never pass the cap.
   */
  add(ip: string, bannedBy: string | null, maxEntries: number): Promise<'added' | 'exists' | 'full'>;
  /** False when it was not banned. */
  remove(ip: string): Promise<boolean>;
}
