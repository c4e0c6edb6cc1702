declare module 'unhomoglyph' {
  /** Replaces every character Unicode's confusables.txt lists with its prototype. */
  export default function unhomoglyph(text: string): string;
}
