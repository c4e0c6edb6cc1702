/** The messages of one form field, referenced by the field's aria-describedby. */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  if (!errors || errors.length === 0) return null;
  return (
    <div id={id} className="flex flex-col gap-0.5 text-sm text-danger">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}
