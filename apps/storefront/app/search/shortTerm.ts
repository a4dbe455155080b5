/** A search term as titles and headings show it: at most 80 characters. */
export function shortTerm(term: string): string {
  return term.length > 80 ? `${term.slice(0, 79)}…` : term;
}
