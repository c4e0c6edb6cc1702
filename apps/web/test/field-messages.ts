/** The messages a field points at through aria-describedby, one per line. */
export function fieldMessages(field: HTMLElement): string[] {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.flatMap((id) => {
    const element = document.getElementById(id);
    if (!element) return [];
    const lines = [...element.querySelectorAll('p')].map((p) => p.textContent ?? '');
    return lines.length > 0 ? lines : [element.textContent ?? ''];
  });
}
