const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe for HTML (and XML): element content and quoted attribute values. Every
 * reference used here is also valid XML, so sitemaps use it too.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
