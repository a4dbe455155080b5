import { describe, expect, it } from 'vitest';
import { attributeLabels, mapSpecifications } from './mapSpecifications';

const labels = attributeLabels([
  { code: 'wm_weight', label: 'Vekt (kg)' },
  { code: 'manufacturer', label: 'Produsent' },
  { code: 'wm_package', label: 'Pakning' },
  { code: 'no_label', label: null },
  null,
]);

describe('mapSpecifications', () => {
  it('labels text and option values from the metadata, in the backend’s order', () => {
    expect(
      mapSpecifications(
        {
          items: [
            { __typename: 'AttributeValue', code: 'wm_weight', value: ' 0.4 ' },
            {
              __typename: 'AttributeSelectedOptions',
              code: 'manufacturer',
              selected_options: [
                { label: 'Massey Ferguson', value: '7' },
                { label: 'AGCO', value: '8' },
                null,
              ],
            },
            { __typename: 'AttributeValue', code: 'no_label', value: 'x' },
          ],
        },
        labels,
      ),
    ).toEqual([
      { code: 'wm_weight', label: 'Vekt (kg)', value: '0.4' },
      { code: 'manufacturer', label: 'Produsent', value: 'Massey Ferguson, AGCO' },
      { code: 'no_label', label: 'no_label', value: 'x' },
    ]);
  });

  it('leaves out wm_package, wm_free_fright and empty values', () => {
    expect(
      mapSpecifications(
        {
          items: [
            { __typename: 'AttributeValue', code: 'wm_package', value: '10' },
            { __typename: 'AttributeValue', code: 'wm_free_fright', value: '1' },
            { __typename: 'AttributeValue', code: 'wm_weight', value: ' ' },
            { __typename: 'AttributeSelectedOptions', code: 'color', selected_options: [] },
            null,
          ],
        },
        labels,
      ),
    ).toEqual([]);
    expect(mapSpecifications(null, labels)).toEqual([]);
  });
});
