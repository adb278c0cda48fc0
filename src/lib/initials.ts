// Avatar initials: the first letter of the first and of the last word ('Budi Santoso Wijaya' → 'BW'),
// the usual avatar convention, so a middle name never hides the family name. Words that start
// with punctuation use their first letter or digit; a name with none at all gives '?'.
export function initials(name: string): string {
  const words = (typeof name === 'string' ? name : '').split(/\s+/);
  const letters: string[] = [];
  for (const word of words) {
    const first = word.match(/[\p{L}\p{N}]/u)?.[0];
    if (first) letters.push(first);
  }
  if (letters.length === 0) return '?';
  const picked = letters.length === 1 ? [letters[0]] : [letters[0], letters[letters.length - 1]];
  return picked.join('').toUpperCase();
}
