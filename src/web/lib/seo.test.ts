import { describe, expect, it } from 'vitest';
import { formatPageTitle, setCanonicalUrl, setMetaDescription } from './seo.ts';

describe('page metadata', () => {
  it('adds the brand suffix to titles', () => {
    expect(formatPageTitle('Blog', 'Birch & Cell')).toBe('Blog | Birch & Cell');
    expect(formatPageTitle('Birch & Cell', 'Birch & Cell')).toBe('Birch & Cell');
  });

  it('keeps one description and one canonical link, and removes the link on request', () => {
    const doc = document.implementation.createHTMLDocument('');
    setMetaDescription('First description', doc);
    setMetaDescription('Second description', doc);
    expect(doc.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Second description',
    );

    setCanonicalUrl('https://birchandcell.com/blog', doc);
    setCanonicalUrl('https://birchandcell.com/confirmation', doc);
    const links = doc.head.querySelectorAll('link[rel="canonical"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://birchandcell.com/confirmation');

    setCanonicalUrl(null, doc);
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
