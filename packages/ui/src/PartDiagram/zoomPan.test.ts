import { describe, expect, it } from 'vitest';
import { bringIntoView, clampZoomPan, UNZOOMED, zoomAround } from './zoomPan';

describe('clampZoomPan', () => {
  it('keeps the zoom between 1 and 4 and the picture over the viewport', () => {
    expect(clampZoomPan({ scale: 0.5, x: 10, y: 10 }, 400, 280)).toEqual(UNZOOMED);
    expect(clampZoomPan({ scale: 9, x: -5000, y: 50 }, 400, 280)).toEqual({
      scale: 4,
      x: -1200,
      y: 0,
    });
    expect(clampZoomPan({ scale: 2, x: -100, y: -100 }, 400, 280)).toEqual({
      scale: 2,
      x: -100,
      y: -100,
    });
  });
});

describe('zoomAround', () => {
  it('keeps the point under the fingers where it is', () => {
    const zoomed = zoomAround(UNZOOMED, 2, 200, 140, 400, 280);
    expect(zoomed).toEqual({ scale: 2, x: -200, y: -140 });
    // The picture's centre is still at the viewport's centre.
    expect((200 - zoomed.x) / zoomed.scale).toBe(200);
  });

  it('zooms out to the whole picture again', () => {
    expect(zoomAround({ scale: 3, x: -500, y: -300 }, 1, 10, 10, 400, 280)).toEqual(UNZOOMED);
  });
});

describe('bringIntoView', () => {
  it('leaves a point in view alone and centres one out of view', () => {
    const view = { scale: 2, x: 0, y: 0 };
    expect(bringIntoView(view, 25, 25, 400, 280)).toBe(view);
    expect(bringIntoView(view, 90, 90, 400, 280)).toEqual({ scale: 2, x: -400, y: -280 });
    expect(bringIntoView(view, 75, 50, 400, 280)).toEqual({ scale: 2, x: -400, y: -140 });
  });
});
