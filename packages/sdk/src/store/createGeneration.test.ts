import { describe, expect, it } from 'vitest';
import { createGeneration } from './createGeneration';

describe('createGeneration', () => {
  it('counts an answer only while the generation its request started in is current', () => {
    const generation = createGeneration();
    const started = generation.current();
    expect(generation.isCurrent(started)).toBe(true);

    generation.next();

    expect(generation.isCurrent(started)).toBe(false);
    expect(generation.isCurrent(generation.current())).toBe(true);
    expect(generation.current()).toBe(started + 1);
  });

  it('keeps each generation apart', () => {
    const one = createGeneration();
    const other = createGeneration();
    one.next();
    expect(other.current()).toBe(0);
  });
});
