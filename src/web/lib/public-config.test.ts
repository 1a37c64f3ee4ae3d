import { describe, expect, it, vi } from 'vitest';
import {
  absoluteUrl,
  defaultPublicConfig,
  parsePublicConfig,
  readPublicConfig,
} from './public-config.ts';

const ORIGIN = 'http://localhost:5173';

const valid = {
  brandName: 'Birch & Cell',
  socialHandle: 'birchandcell',
  publicUrl: 'https://birchandcell.com/',
  environment: 'production',
  siteHosts: ['birchandcell.com', 'WWW.birchandcell.com'],
  gtmId: 'GTM-AB12CD',
  intercomAppId: 'abc123',
};

describe('parsePublicConfig', () => {
  it('reads the injected configuration', () => {
    expect(parsePublicConfig(JSON.stringify(valid), ORIGIN)).toEqual({
      ...valid,
      publicUrl: 'https://birchandcell.com',
      siteHosts: ['birchandcell.com', 'www.birchandcell.com'],
    });
  });

  it('accepts null ids', () => {
    const config = parsePublicConfig(
      JSON.stringify({ ...valid, gtmId: null, intercomAppId: null }),
      ORIGIN,
    );
    expect(config.gtmId).toBeNull();
    expect(config.intercomAppId).toBeNull();
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['the placeholder the dev server leaves', '<!--PUBLIC_CONFIG-->'],
  ])('falls back to defaults silently when %s', (_, text) => {
    const warn = vi.spyOn(console, 'warn');
    expect(parsePublicConfig(text, ORIGIN)).toEqual({
      brandName: 'Birch & Cell',
      socialHandle: 'birchandcell',
      publicUrl: ORIGIN,
      environment: 'development',
      siteHosts: [],
      gtmId: null,
      intercomAppId: null,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{brandName:'],
    ['a wrong environment', JSON.stringify({ ...valid, environment: 'staging' })],
    ['a relative public URL', JSON.stringify({ ...valid, publicUrl: '/shop' })],
    ['a script URL as public URL', JSON.stringify({ ...valid, publicUrl: 'javascript:alert(1)' })],
    ['a malformed GTM id', JSON.stringify({ ...valid, gtmId: 'GTM-"><script>' })],
    ['a missing field', JSON.stringify({ ...valid, siteHosts: undefined })],
    ['an empty brand', JSON.stringify({ ...valid, brandName: '  ' })],
  ])('warns and uses defaults for %s', (_, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parsePublicConfig(text, ORIGIN)).toEqual(defaultPublicConfig(ORIGIN));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads the script element from a document', () => {
    const doc = document.implementation.createHTMLDocument('');
    const script = doc.createElement('script');
    script.id = 'public-config';
    script.type = 'application/json';
    script.textContent = JSON.stringify(valid);
    doc.head.appendChild(script);
    expect(readPublicConfig(doc, ORIGIN).gtmId).toBe('GTM-AB12CD');
    expect(readPublicConfig(document.implementation.createHTMLDocument(''), ORIGIN)).toEqual(
      defaultPublicConfig(ORIGIN),
    );
  });
});

describe('absoluteUrl', () => {
  it('joins the public URL and a path', () => {
    const config = parsePublicConfig(JSON.stringify(valid), ORIGIN);
    expect(absoluteUrl('/blog', config)).toBe('https://birchandcell.com/blog');
    expect(absoluteUrl('auth/confirm', config)).toBe('https://birchandcell.com/auth/confirm');
  });
});
