import { describe, expect, it } from 'vitest';
import { cardImages } from './cardImages';

const image = (url: string) => ({ url, label: null });

describe('cardImages', () => {
  it('shows at most two images, in order', () => {
    expect(cardImages([image('a'), image('b'), image('c')])).toEqual([image('a'), image('b')]);
  });

  it('skips missing images and repeated addresses', () => {
    expect(cardImages([null, image('a'), undefined, image('a'), image('b')])).toEqual([
      image('a'),
      image('b'),
    ]);
    expect(cardImages([{ url: '', label: 'tom' }, image('a')])).toEqual([image('a')]);
  });

  it('shows one or none when there are fewer, and takes another maximum', () => {
    expect(cardImages([image('a')])).toEqual([image('a')]);
    expect(cardImages([])).toEqual([]);
    expect(cardImages([image('a'), image('b')], 1)).toEqual([image('a')]);
  });
});
