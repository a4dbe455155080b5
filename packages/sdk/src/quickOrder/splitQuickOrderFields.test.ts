import { describe, expect, it } from 'vitest';
import { splitQuickOrderFields } from './splitQuickOrderFields';

describe('splitQuickOrderFields', () => {
  it('splits on a tab before a semicolon before a comma', () => {
    expect(splitQuickOrderFields('A;1\t2')).toEqual({ fields: ['A;1', '2'], separated: true });
    expect(splitQuickOrderFields('A,B;2,0')).toEqual({ fields: ['A,B', '2,0'], separated: true });
    expect(splitQuickOrderFields('A 1,2')).toEqual({ fields: ['A 1,2'], separated: false });
    expect(splitQuickOrderFields('3595854 M1,2')).toEqual({
      fields: ['3595854 M1', '2'],
      separated: true,
    });
  });

  it('honours quotes: separators inside and doubled quotes', () => {
    expect(splitQuickOrderFields('"RE;504836";"Filter ""X""";2')).toEqual({
      fields: ['RE;504836', 'Filter "X"', '2'],
      separated: true,
    });
    expect(splitQuickOrderFields('"RE 504836"')).toEqual({
      fields: ['RE 504836'],
      separated: false,
    });
  });

  it('leaves a line of words as one field', () => {
    expect(splitQuickOrderFields('RE 504836 2')).toEqual({
      fields: ['RE 504836 2'],
      separated: false,
    });
  });
});
