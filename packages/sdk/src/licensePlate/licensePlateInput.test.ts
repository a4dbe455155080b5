import { describe, expect, it } from 'vitest';
import {
  licensePlateProblem,
  licensePlateSearchEnabled,
  normaliseLicensePlate,
} from './licensePlateInput';

describe('normaliseLicensePlate', () => {
  it.each([
    ['AX 9999', 'AX9999'],
    ['ax 9999', 'AX9999'],
    ['  ek\t39 085\n', 'EK39085'],
    ['æøå 12', 'ÆØÅ12'],
    ['', ''],
    ['   ', ''],
    ['a\u00a0b 1', 'AB1'],
  ])('%j → %j', (input, plate) => {
    expect(normaliseLicensePlate(input)).toBe(plate);
  });
});

describe('licensePlateSearchEnabled', () => {
  it.each([
    ['', false],
    ['A', false],
    ['AB', false],
    ['A B', false],
    ['  AB  ', false],
    ['ABC', true],
    ['A B C', true],
    ['ab1', true],
    ['AX 9999', true],
    ['🚜🚜', false],
    ['🚜🚜🚜', true],
  ])('%j → %s', (input, enabled) => {
    expect(licensePlateSearchEnabled(input)).toBe(enabled);
  });
});

describe('licensePlateProblem', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['A', 'too-short'],
    ['A1', 'too-short'],
    ['ABC', null],
    ['ax 9999', null],
    ['EK 39085', null],
    ['ÆØÅ 123', null],
    ['TRAKTOR', null],
    ['ABCDE12345', null],
    ['ABCDE123456', 'too-long'],
    ['A'.repeat(200), 'too-long'],
    ['AB-123', 'characters'],
    ['🚜🚜🚜', 'characters'],
    ['<b>AB1</b>', 'characters'],
    ["AB1'; DROP TABLE plates;--", 'characters'],
    ['É123', 'characters'],
  ])('%j → %s', (input, problem) => {
    expect(licensePlateProblem(input)).toBe(problem);
  });
});
