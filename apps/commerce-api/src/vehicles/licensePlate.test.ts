import { describe, expect, it } from 'vitest';
import { formatLicensePlate, normaliseLicensePlate, validateLicensePlate } from './licensePlate.js';

describe('normaliseLicensePlate', () => {
  it.each([
    ['AB 12345', 'AB12345'],
    ['ab12345', 'AB12345'],
    ['  ab \t 123 45\n', 'AB12345'],
    ['\u00a0EK\u200939085', 'EK39085'],
    ['traktor', 'TRAKTOR'],
    ['bøå 1', 'BØÅ1'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseLicensePlate(input)).toBe(expected);
  });
});

describe('validateLicensePlate', () => {
  it.each([
    ['AB 12345', 'AB12345'],
    ['ab12345', 'AB12345'],
    ['AB 1234', 'AB1234'],
    ['TRAKTOR', 'TRAKTOR'],
    ['mf6480', 'MF6480'],
    ['ÆØÅ', 'ÆØÅ'],
    ['ABC', 'ABC'],
    ['ABCDE12345', 'ABCDE12345'],
  ])('accepts %j as %j', (input, plate) => {
    expect(validateLicensePlate(input)).toEqual({ ok: true, plate });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['\t\n', 'empty'],
    ['A', 'too-short'],
    ['a', 'too-short'],
    ['AB', 'too-short'],
    [' A B ', 'too-short'],
    ['ABCDE123456', 'too-long'],
    ['A'.repeat(200), 'too-long'],
    ['🚜🚜🚜', 'characters'],
    ['AB🚜12', 'characters'],
    ['🚜', 'characters'],
    ['<b>AB</b>', 'characters'],
    ['<script>', 'characters'],
    ["' OR 1=1--", 'characters'],
    ['AB;DROP', 'characters'],
    ['AB-12345', 'characters'],
    ['AB.123', 'characters'],
    ['ÄB123', 'characters'],
    ['AB\u000012', 'characters'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(validateLicensePlate(input)).toEqual({ ok: false, problem });
  });

  it('counts an emoji as one character, so a long emoji string is too long, not cut in half', () => {
    expect(validateLicensePlate('🚜'.repeat(11))).toEqual({ ok: false, problem: 'too-long' });
    expect(validateLicensePlate('🚜'.repeat(6))).toEqual({ ok: false, problem: 'characters' });
  });
});

describe('formatLicensePlate', () => {
  it.each([
    ['AB12345', 'AB 12345'],
    ['AB1234', 'AB 1234'],
    ['TRAKTOR', 'TRAKTOR'],
    ['JD4EVER', 'JD4EVER'],
    ['MF6480', 'MF 6480'],
    ['A12345', 'A12345'],
    ['AB123', 'AB123'],
  ])('%j → %j', (plate, printed) => {
    expect(formatLicensePlate(plate)).toBe(printed);
  });
});
