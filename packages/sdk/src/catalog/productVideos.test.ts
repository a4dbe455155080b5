import { describe, expect, it } from 'vitest';
import { mapGalleryVideos, videoEmbedUrl } from './productVideos';

describe('videoEmbedUrl', () => {
  it('embeds YouTube watch, short and embed addresses through the no-cookie host', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=5qanlirrRWs',
      'https://youtu.be/5qanlirrRWs',
      'https://m.youtube.com/watch?v=5qanlirrRWs&t=10',
      'https://www.youtube.com/embed/5qanlirrRWs',
    ]) {
      expect(videoEmbedUrl(url), url).toBe(
        'https://www.youtube-nocookie.com/embed/5qanlirrRWs?autoplay=1&rel=0',
      );
    }
  });

  it('embeds Vimeo through its player host', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('refuses other hosts, plain http and malformed ids', () => {
    expect(videoEmbedUrl('https://evil.example/watch?v=5qanlirrRWs')).toBeNull();
    expect(videoEmbedUrl('http://www.youtube.com/watch?v=5qanlirrRWs')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=x"><script>')).toBeNull();
    expect(videoEmbedUrl('https://vimeo.com/channels/staff')).toBeNull();
    expect(videoEmbedUrl('not a url')).toBeNull();
  });
});

describe('mapGalleryVideos', () => {
  const video = (position: number, url: string, title = `Video ${position}`) => ({
    __typename: 'ProductVideo' as const,
    url: 'https://media.test/p.jpg',
    label: null,
    position,
    disabled: false,
    video_content: {
      media_type: 'external-video',
      video_provider: 'youtube',
      video_url: url,
      video_title: title,
      video_description: 'Om videoen',
      video_metadata: null,
    },
  });

  it('keeps enabled videos from known hosts, by position, and leaves images out', () => {
    const videos = mapGalleryVideos([
      video(5, 'https://vimeo.com/1'),
      {
        __typename: 'ProductImage',
        url: 'https://media.test/a.jpg',
        label: 'A',
        position: 1,
        disabled: false,
      },
      video(3, 'https://youtu.be/5qanlirrRWs'),
      { ...video(4, 'https://youtu.be/5qanlirrRWs'), disabled: true },
      video(6, 'https://example.com/video.mp4'),
      video(7, 'https://vimeo.com/2', ''),
    ]);
    expect(videos.map((entry) => entry.title)).toEqual(['Video 3', 'Video 5']);
    expect(videos[0]).toEqual({
      title: 'Video 3',
      description: 'Om videoen',
      previewUrl: 'https://media.test/p.jpg',
      embedUrl: 'https://www.youtube-nocookie.com/embed/5qanlirrRWs?autoplay=1&rel=0',
      position: 3,
    });
    expect(mapGalleryVideos(null)).toEqual([]);
  });
});
