/**
 * Free text typed by people may hold any letter, emoji or script, but not control characters:
 * a NUL cannot even be stored in PostgreSQL text, and the others only hide or garble what is
 * shown. Multi-line fields keep tab and line breaks.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'Please remove invisible control characters.';

const anyControl = /\p{Cc}/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const controlExceptLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const isSingleLineText = (value: string) => !anyControl.test(value);
export const isMultiLineText = (value: string) => !controlExceptLineBreaks.test(value);

/**
 * Names (a username) refuse more: format characters too (zero-width spaces and joiners,
 * direction overrides), private-use and lone surrogates, and line or paragraph separators.
 * They show nothing or turn the text around, so `pr\u200bo1` or a trailing right-to-left
 * override could pass for another user's name.
 */
const invisibleInName = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/u;
export const isVisibleName = (value: string) => !invisibleInName.test(value);
