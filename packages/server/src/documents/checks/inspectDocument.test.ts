import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makePng } from '../../../test/fixtures/documents/generateFixtures.ts';
import { pixelBombJpeg, pixelBombPng } from '../../../test/trust/support/maliciousFiles.ts';
import { documentMessages } from '../documentMessages.ts';
import { inspectDocument } from './inspectDocument.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../test/fixtures/documents/${name}`, import.meta.url)));
const maxBytes = 1024 * 1024;

describe('inspectDocument: image size from the header', () => {
  it('accepts real PNG and JPEG images', async () => {
    await expect(inspectDocument(fixture('sample.png'), 'scan.png', maxBytes)).resolves.toBe('png');
    await expect(inspectDocument(fixture('sample.jpg'), 'scan.jpg', maxBytes)).resolves.toBe('jpeg');
  });

  it.each([
    ['bomb.png', pixelBombPng()],
    ['bomb.jpg', pixelBombJpeg()],
    ['bomb.jpeg', pixelBombJpeg()],
  ])('refuses %s, whose header claims 400 megapixels', async (name, bytes) => {
    await expect(inspectDocument(new Uint8Array(bytes), name, maxBytes)).rejects.toThrow(
      documentMessages.imageTooLarge,
    );
  });

  it('refuses an image whose header gives it no pixels', async () => {
    const broken = makePng(4, 4);
    broken.writeUInt32BE(0, 16); // width 0
    await expect(inspectDocument(new Uint8Array(broken), 'broken.png', maxBytes)).rejects.toThrow(
      documentMessages.imageBroken,
    );
  });
});
