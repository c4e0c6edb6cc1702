/**
 * Progress for long CLI jobs: a redrawn bar on a terminal, a plain line every few seconds
 * otherwise (logs, CI), so neither floods nor stays silent.
 */
export function createProgress(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const tty = Boolean(stream.isTTY);
  let lastDraw = 0;
  let lastLine = 0;
  const width = 30;
  return {
    update(fraction: number, detail: string) {
      const now = Date.now();
      const clamped = Math.max(0, Math.min(1, fraction));
      if (tty) {
        if (now - lastDraw < 100 && clamped < 1) return;
        lastDraw = now;
        const filled = Math.round(clamped * width);
        const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
        stream.write(`\r${label} ${bar} ${Math.floor(clamped * 100)}% ${detail}\x1b[K`);
      } else if (now - lastLine >= 5000 || clamped >= 1) {
        lastLine = now;
        stream.write(`${label}: ${Math.floor(clamped * 100)}% ${detail}\n`);
      }
    },
    done() {
      if (tty) stream.write('\n');
    },
  };
}
