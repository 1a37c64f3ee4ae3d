/** Page metadata in the document head (docs/rules/storefront.md: title with the brand suffix, description). */

export { formatPageTitle } from '../../contract/site-pages.ts';

function headElement<T extends HTMLElement>(doc: Document, selector: string, create: () => T): T {
  const found = doc.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  doc.head.appendChild(element);
  return element;
}

export function setMetaDescription(description: string, doc: Document = document): void {
  headElement(doc, 'meta[name="description"]', () => {
    const meta = doc.createElement('meta');
    meta.name = 'description';
    return meta;
  }).content = description;
}

/** Sets the canonical link, or removes it when the page is its own canonical form (`null`). */
export function setCanonicalUrl(url: string | null, doc: Document = document): void {
  if (url === null) {
    doc.head.querySelector('link[rel="canonical"]')?.remove();
    return;
  }
  headElement(doc, 'link[rel="canonical"]', () => {
    const link = doc.createElement('link');
    link.rel = 'canonical';
    return link;
  }).href = url;
}
