/**
 * The title in its original language under the heading, when it differs (Spirited Away:
 * 千と千尋の神隠し). `dir="auto"`: a right-to-left name is laid out on its own.
 */
export function OriginalTitle({ name }: { name: string | null | undefined }) {
  if (!name) return null;
  return (
    <p className="text-sm text-muted">
      Original title: <span dir="auto">{name}</span>
    </p>
  );
}
