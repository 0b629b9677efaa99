/**
 * Images in the content, on the mini site whose products take an optional photo: a missing or
 * non-image file is refused at the place it is named; a named image becomes a <picture> of AVIF, WebP and
 * the original format at the widths the template asks for, sized, lazy; made once, the same bytes with
 * and without the last build's state.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { encoderVersion } from '../../../build/images/encode';
import { STORE_MARK } from '../../../build/images/picture-store';
import site from '../../fixtures/sites/mini/site';
import { buildMini, errorsOf, placeOf } from './mini';

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 600, height: 450, channels: 3, background: '#4a90c8' } })
    .png()
    .toBuffer();
});

const bucket = (src: string) =>
  `name: Bucket\nprice: 15\nnote: Holds water, sand or anvil dust, whatever the job of the day needs.\nphoto:\n  src: ${src}\n  alt: A blue bucket\n`;
const withPhoto = () => ({ write: { 'products/bucket.yaml': bucket('images/bucket.png'), 'images/bucket.png': png } });

describe('an image field', () => {
  const data = 'tests/fixtures/sites/mini/data/';

  it('refuses an image that is not there, at the line and column that names it', async () => {
    const errors = await errorsOf({ write: { 'products/bucket.yaml': bucket('images/pail.png') } });
    expect(errors.map(placeOf)).toEqual([`ImageMissing ${data}products/bucket.yaml:5:8 photo.src`]);
    expect(errors[0]!.message).toContain('images/pail.png');
  });

  it('refuses a file that is not an image', async () => {
    const errors = await errorsOf({
      write: { 'products/bucket.yaml': bucket('images/bucket.png'), 'images/bucket.png': 'not a picture' },
    });
    expect(errors.map(placeOf)).toEqual([`NotAnImage ${data}products/bucket.yaml:5:8 photo.src`]);
    expect(errors[0]!.message).toContain('images/bucket.png');
  });

  it('refuses a path that leaves the data folder', async () => {
    const errors = await errorsOf({ write: { 'products/bucket.yaml': bucket('../settings.png') } });
    expect(errors.map(placeOf)).toEqual([`SchemaRule ${data}products/bucket.yaml:5:8 photo.src`]);
  });
});

describe('<Picture>', () => {
  it('writes AVIF, WebP and PNG at each width, with the width and height, loaded lazily', async () => {
    const { out } = await buildMini(withPhoto());
    const html = out.text('products/bucket/index.html')!;
    const picture = /<picture>.*<\/picture>/.exec(html)![0];
    const files = [...picture.matchAll(/\/(assets\/images\/[\w-]+\.(\w+)) (\d+)w/g)].map((m) => [m[2], m[3]]);
    expect(files).toEqual([
      ['avif', '200'],
      ['avif', '400'],
      ['webp', '200'],
      ['webp', '400'],
      ['png', '200'],
      ['png', '400'],
    ]);
    expect(picture).toContain('width="400" height="300" alt="A blue bucket" loading="lazy" decoding="async"');
    for (const [, file, format] of picture.matchAll(/\/(assets\/images\/[\w-]+\.(\w+)) \d+w/g)) {
      const meta = await sharp(out.files.get(file!)!).metadata();
      expect(meta.format === 'heif' ? 'avif' : meta.format, file).toBe(format);
    }
  });

  it('makes its files once: the same bytes from the last state as from nothing, none made again', async () => {
    const before = await buildMini(withPhoto());
    const changes = {
      write: { ...withPhoto().write, 'notes/hello.md': '---\ntitle: Hello\n---\n\nWe opened the shop last week.\n' },
    };
    const cached = await buildMini(changes, { out: before.out, state: before.result.state });
    expect(cached.result.written.filter((f) => f.startsWith('assets/images/'))).toEqual([]);
    const fresh = await buildMini(changes);
    const images = (files: Map<string, Uint8Array>) =>
      [...files]
        .filter(([f]) => f.startsWith('assets/images/'))
        .map(([f, data]) => [f, Buffer.from(data).toString('base64')]);
    expect(images(cached.out.files)).toEqual(images(fresh.out.files));
    expect(images(fresh.out.files)).toHaveLength(6);
  });

  it("are kept in the picture store: a fresh build takes them from there, and the store keeps only the site's", async () => {
    const store = mkdtempSync(path.join(os.tmpdir(), 'vitalis-pictures-'));
    const withStore = { ...site, pictureStore: store };
    const first = await buildMini(withPhoto(), { site: withStore });
    const encoder = path.join(store, encoderVersion());
    const pictures = (dir: string) =>
      readdirSync(dir)
        .filter((name) => name !== STORE_MARK)
        .sort();
    const stored = pictures(encoder);
    expect(readdirSync(encoder)).toContain(STORE_MARK);
    const made = [...first.out.files.keys()].filter((f) => f.startsWith('assets/images/'));
    expect(stored).toEqual(made.map((f) => path.basename(f)).sort());
    for (const file of made)
      expect(readFileSync(path.join(encoder, path.basename(file)))).toEqual(Buffer.from(first.out.files.get(file)!));

    // What the store holds is what a fresh build writes (here a stand-in, to see it is not encoded again);
    // pictures no page shows and other encoders' folders go, anything else stays.
    const avif = made.find((f) => f.endsWith('.avif'))!;
    writeFileSync(path.join(encoder, path.basename(avif)), 'from the store');
    writeFileSync(path.join(encoder, 'bucket-gone0000000-800.webp'), 'a picture no page shows');
    mkdirSync(path.join(store, 'an0lderEncoder00'));
    writeFileSync(path.join(store, 'an0lderEncoder00', 'bucket-aaaa-200.png'), 'old');
    writeFileSync(path.join(store, 'an0lderEncoder00', STORE_MARK), 'an earlier build');
    // A folder without the store's mark is someone else's, whatever its name.
    mkdirSync(path.join(store, 'myHolidayPhotos1'));
    writeFileSync(path.join(store, 'myHolidayPhotos1', 'beach-0001.jpg'), 'mine');
    writeFileSync(path.join(store, 'README.md'), 'mine');
    const fresh = await buildMini(withPhoto(), { site: withStore });
    expect(Buffer.from(fresh.out.files.get(avif)!).toString()).toBe('from the store');
    expect(readdirSync(store).sort()).toEqual(['README.md', encoderVersion(), 'myHolidayPhotos1'].sort());
    expect(readdirSync(path.join(store, 'myHolidayPhotos1'))).toEqual(['beach-0001.jpg']);
    expect(pictures(encoder)).toEqual(stored);
  });
});
