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
