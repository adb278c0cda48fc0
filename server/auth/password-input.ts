// The staff commands' password input (issue #21): never the command line (shell history, the
// process list), always stdin. A pipe or a file is read to its end (one trailing line break
// dropped); a terminal is prompted twice without echo.
import type { Readable, Writable } from 'node:stream';

export class PasswordInputError extends Error {}

/** stdin as the commands see it: a terminal has isTTY and setRawMode. */
export type PasswordSource = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

export async function readPassword(stdin: PasswordSource, prompt: Writable): Promise<string> {
  if (!stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    const password = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
    if (!password) throw new PasswordInputError('Kata sandi kosong: kirim kata sandi lewat stdin.');
    if (/[\r\n]/.test(password)) throw new PasswordInputError('Kata sandi lewat stdin harus satu baris.');
    return password;
  }
  const password = await readHidden(stdin, prompt, 'Kata sandi: ');
  if (!password) throw new PasswordInputError('Kata sandi wajib diisi.');
  if ((await readHidden(stdin, prompt, 'Ulangi kata sandi: ')) !== password)
    throw new PasswordInputError('Kedua kata sandi tidak sama.');
  return password;
}

/** One line from a terminal in raw mode, echoing nothing; Ctrl+C cancels. */
function readHidden(stdin: PasswordSource, prompt: Writable, question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    prompt.write(question);
    stdin.setRawMode?.(true);
    stdin.setEncoding('utf8');
    const finish = (err?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      prompt.write('\n');
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish();
        if (ch === '\u0003') return finish(new PasswordInputError('Dibatalkan.'));
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.on('data', onData);
    stdin.resume();
  });
}
