// The workspace's lists, a page at a time: the one way every list counts its rows and reads a
// page of them (queues.server.ts, claims.server.ts, answers.server.ts).

/** A `count(*) as n` row's number (PostgreSQL answers a count as text). */
export const count = (row: { n: string | number }) => Number(row.n);

export interface Paged<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
}

/** One page of `total` rows; a page before the first shows the first, past the last the last. */
export async function paged<T>(
  total: number,
  page: number,
  size: number,
  read: (limit: number, offset: number) => Promise<T[]>,
): Promise<Paged<T>> {
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: await read(size, (current - 1) * size), page: current, pages, total };
}
