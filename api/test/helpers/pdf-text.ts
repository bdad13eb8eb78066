import { execFileSync } from 'node:child_process';

/**
 * The text of a PDF, read back with unpdf. unpdf loads PDF.js with a dynamic ESM import that Jest's
 * VM refuses (no --experimental-vm-modules), so the extraction runs in a plain child Node process.
 */
export function pdfText(pdf: Buffer): string {
  const script = `
    const { extractText } = await import('unpdf');
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    const { text } = await extractText(new Uint8Array(Buffer.concat(chunks)), { mergePages: true });
    process.stdout.write(text);`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: pdf, cwd: __dirname, encoding: 'utf8' });
}
