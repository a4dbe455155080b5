import { describe, expect, it } from 'vitest';
import { galleryEntries } from './galleryEntries';

describe('galleryEntries', () => {
  const image = { src: '/a.jpg', alt: 'Momentnøkkel' };
  const video = {
    title: 'Slik bruker du den',
    previewSrc: null,
    embedUrl: 'https://player.vimeo.com/video/1',
  };

  it('puts the videos after the images, previewed with the first image when they have none', () => {
    expect(galleryEntries([image], [video, { ...video, previewSrc: '/v.jpg' }])).toEqual([
      image,
      { src: '/a.jpg', alt: video.title, video: { title: video.title, embedUrl: video.embedUrl } },
      { src: '/v.jpg', alt: video.title, video: { title: video.title, embedUrl: video.embedUrl } },
    ]);
  });

  it('leaves out a video with no picture to preview it', () => {
    expect(galleryEntries([], [video])).toEqual([]);
    expect(galleryEntries([image], [])).toEqual([image]);
  });
});
