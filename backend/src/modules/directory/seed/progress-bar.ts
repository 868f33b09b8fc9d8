/**
 * A one-line progress bar on stderr (stdout stays for the seed summary). On a
 * terminal it redraws in place; in logs it prints a line every 10%.
 */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  let lastDecile = -1;
  const started = Date.now();
  return (done: number, total: number): void => {
    const ratio = total ? done / total : 1;
    const width = 30;
    const filled = Math.round(width * ratio);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${Math.round(ratio * 100)}% ${seconds}s`;
    if (stream.isTTY) {
      stream.write(`\r${line}${done >= total ? '\n' : ''}`);
      return;
    }
    const decile = Math.floor(ratio * 10);
    if (decile !== lastDecile) {
      lastDecile = decile;
      stream.write(`${line}\n`);
    }
  };
}
