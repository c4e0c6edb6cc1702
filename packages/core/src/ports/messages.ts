export interface ContactMessageRecord {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
}

export interface SuggestionRecord {
  id: number;
  username: string | null;
  message: string;
  createdAt: Date;
}

/** Contact messages and feature suggestions, kept for the operator (docs/product-rules.md#contact-and-suggestions). */
export interface MessageStore {
  saveContact(input: { name: string; email: string; message: string; userId: string | null }): Promise<void>;
  saveSuggestion(input: { userId: string; message: string }): Promise<void>;
  latestContact(limit: number): Promise<ContactMessageRecord[]>;
  latestSuggestions(limit: number): Promise<SuggestionRecord[]>;
}
