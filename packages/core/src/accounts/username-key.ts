import unhomoglyph from 'unhomoglyph';

/** Unicode's confusables mapping (UTS #39), with canonical decomposition before and after. */
const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/**
 * What a username looks like: two names with the same key read alike, so only one of them may
 * exist. As UTS #39 has it for identifiers compared without case: the skeleton of the
 * case-folded NFKC form. NFKC folds compatibility forms (full-width `ｐｒｏ1`), invisible format
 * characters (zero-width space, direction overrides) are dropped, case is folded as the
 * database's lower() folds it (so `PRO1` and `pro1` stay one name), and the skeleton maps each
 * character to its prototype (Cyrillic `р` → `p`, `1` → `l`, `m` → `rn`). For comparing only,
 * never shown.
 */
export function usernameKey(username: string): string {
  return skeleton(
    username
      .normalize('NFKC')
      .replace(/\p{Cf}/gu, '')
      .trim()
      .toLowerCase(),
  );
}
