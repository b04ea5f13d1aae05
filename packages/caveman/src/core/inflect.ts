// English inflections for synonym and abbreviation lists, so that a list entry covers its forms.

/** [base, 3rd person -s, past -ed, -ing]; non-verbs (adverbs, phrases) map to themselves. */
export function inflections(base: string): string[] {
  const b = base;
  if (!/^[a-z]+$/i.test(b) || b.length < 3 || /ly$/.test(b) || ['about', 'also', 'from', 'before', 'after', 'if'].includes(b.toLowerCase())) return [b, b, b, b];
  const s = /(?:s|x|z|ch|sh)$/.test(b) ? b + 'es' : /[^aeiou]y$/.test(b) ? b.slice(0, -1) + 'ies' : b + 's';
  const ed = /e$/.test(b) ? b + 'd' : /[^aeiou]y$/.test(b) ? b.slice(0, -1) + 'ied' : b + 'ed';
  const ing = /ie$/.test(b) ? b.slice(0, -2) + 'ying' : /[^e]e$/.test(b) ? b.slice(0, -1) + 'ing' : b + 'ing';
  return [b, s, ed, ing];
}

export function plurals(noun: string): string[] {
  if (/[^aeiou]y$/.test(noun)) return [noun.slice(0, -1) + 'ies'];
  if (/(?:s|x|z|ch|sh)$/.test(noun)) return [noun + 'es'];
  return [noun + 's'];
}
