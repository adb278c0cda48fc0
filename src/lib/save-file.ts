// Hands a downloaded file to the browser: an object URL clicked as a download (the officer's
// manifest and report, the operator's audit CSV, the booth's receipt and shift report). Machines call it from their `save`
// action; tests provide their own `save`.
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
