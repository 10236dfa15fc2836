/** A case-insensitive LIKE pattern for `lower(column) like ? escape '\'`, with % and _ taken literally. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
