/** What the list rules need to know about the caller (null when signed out). */
export interface ListUser {
  id: string;
  emailVerified: boolean;
}
