/**
 * Some titles in vega-datasets' movies.json were saved as Windows-1252 and read back as Mac Roman,
 * so "Léon" arrives as "LÈon" and "Déjà Vu" as "DÈj‡ Vu". Reversing that (Mac Roman → bytes →
 * Windows-1252) restores the real spelling. A string is only rewritten when every non-ASCII
 * character fits that pattern, so correct text such as "Alien³" is left alone.
 */

// Mac Roman bytes 0x80–0xFF in order.
const MAC_ROMAN_HIGH =
  'ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø¿¡¬√ƒ≈∆«»…\u00a0ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›\ufb01\ufb02‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\uf8ffÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ';

// Windows-1252 bytes 0x80–0x9F; 0xA0–0xFF are the same code points as Latin-1. Bytes 0x81, 0x8D,
// 0x8F, 0x90 and 0x9D are unassigned, marked here as U+FFFD so they make the repair give up.
const WINDOWS_1252_80_9F = '€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ';

const macRomanByte = new Map([...MAC_ROMAN_HIGH].map((char, index) => [char, 0x80 + index]));

function windows1252Char(byte: number): string {
  return byte >= 0xa0 ? String.fromCharCode(byte) : (WINDOWS_1252_80_9F[byte - 0x80] ?? '\ufffd');
}

export function repairMojibake(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  let repaired = '';
  for (const char of text) {
    if (char <= '\x7f') {
      repaired += char;
      continue;
    }
    const byte = macRomanByte.get(char);
    if (byte === undefined) return text;
    const decoded = windows1252Char(byte);
    if (decoded === '\ufffd') return text;
    repaired += decoded;
  }
  return repaired;
}
