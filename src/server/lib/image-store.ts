import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { IMAGE_PATH, IMAGES_BASE } from '../../contract/images.ts';

export interface ResizedImage {
  body: Buffer;
  /** Changes when the source or the size asked for changes. */
  etag: string;
}

/**
 * The image store: source pictures under `sourceDir`, resized to WebP on first request and kept in
 * `cacheDir`, so each size is made once per source. Paths are checked against IMAGE_PATH and must
 * resolve inside `sourceDir`: nothing else on the disk can be read through it.
 */
export function imageStore({ sourceDir, cacheDir }: { sourceDir: string; cacheDir: string }) {
  const root = resolve(sourceDir);
  const making = new Map<string, Promise<ResizedImage | null>>();
  const present = new Map<string, Promise<boolean>>();
  let listed: Promise<string[]> | undefined;

  function sourcePath(path: string): string | null {
    if (!IMAGE_PATH.test(path)) return null;
    const full = resolve(root, path);
    return full.startsWith(root + sep) ? full : null;
  }

  async function make(path: string, width: number, quality: number): Promise<ResizedImage | null> {
    const source = sourcePath(path);
    if (!source) return null;
    const info = await stat(source).catch(() => null);
    if (!info?.isFile()) return null;
    const key = createHash('sha256')
      .update(`${path}\n${info.size}\n${info.mtimeMs}\n${width}\n${quality}`)
      .digest('hex')
      .slice(0, 32);
    const etag = `"${key}"`;
    const cached = join(cacheDir, `${key}.webp`);
    const kept = await readFile(cached).catch(() => null);
    if (kept) return { body: kept, etag };
    const body = await sharp(source)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
    await mkdir(cacheDir, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, body);
    await rename(partial, cached);
    return { body, etag };
  }

  return {
    /**
     * The address of `path` (`/api/images/…`) when the store holds it, else null, so an answer
     * names only pictures that exist. Pictures come with a release: the answer is kept.
     */
    async urlOf(path: string): Promise<string | null> {
      let known = present.get(path);
      if (!known) {
        const source = sourcePath(path);
        known = source
          ? stat(source).then(
              (info) => info.isFile(),
              () => false,
            )
          : Promise.resolve(false);
        present.set(path, known);
      }
      return (await known) ? `${IMAGES_BASE}${path}` : null;
    },
    /**
     * Every picture the store serves, by address (`/api/images/…`), in name order. Pictures come
     * with a release: the list is read once.
     */
    list(): Promise<string[]> {
      listed ??= readdir(root, { recursive: true, withFileTypes: true }).then(
        (entries) =>
          entries
            .filter((entry) => entry.isFile())
            .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
            .filter((path) => IMAGE_PATH.test(path))
            .sort()
            .map((path) => `${IMAGES_BASE}${path}`),
        () => [],
      );
      return listed;
    },
    /** `path` at `width` and `quality`, or null when the store has no such picture. */
    resized(path: string, width: number, quality: number): Promise<ResizedImage | null> {
      const key = `${path}\n${width}\n${quality}`;
      let pending = making.get(key);
      if (!pending) {
        // Requests for one size at once share one resize.
        pending = make(path, width, quality).finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
  };
}

export type ImageStore = ReturnType<typeof imageStore>;
