/** A link to one of the shop's pages, with the text it shows. */
export interface PageLink {
  readonly to: string;
  readonly label: string;
}

/** Links written as path → label, in the order they are shown. */
export function linksByPath(labels: Readonly<Record<string, string>>): PageLink[] {
  return Object.entries(labels).map(([to, label]) => ({ to, label }));
}
