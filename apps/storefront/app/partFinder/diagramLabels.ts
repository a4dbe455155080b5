import type { PartDiagramLabels } from '@agri-parts/ui';

import { translate } from '../i18n/translate';

/** `PartDiagram`'s Norwegian texts for the assembly `assembly`. */
export function diagramLabels(assembly: string): PartDiagramLabels {
  return {
    zoom: translate('diagram.zoom'),
    zoomIn: translate('diagram.zoomIn'),
    zoomOut: translate('diagram.zoomOut'),
    zoomReset: translate('diagram.zoomReset'),
    hotspot: (position, name) => translate('diagram.hotspot', { position, name }),
    line: (position, name) => translate('diagram.line', { position, name }),
    current: (item) =>
      translate('diagram.current', {
        position: item.position,
        name: item.name,
        quantity: String(item.quantity),
      }),
    hint: translate('diagram.hint'),
    caption: translate('diagram.caption', { assembly }),
    columns: {
      select: translate('diagram.columnSelect'),
      position: translate('diagram.columnPosition'),
      partNumber: translate('diagram.columnPartNumber'),
      name: translate('diagram.columnName'),
      quantity: translate('diagram.columnQuantity'),
      price: translate('diagram.columnPrice'),
      stock: translate('diagram.columnStock'),
      action: translate('diagram.columnAction'),
    },
    select: (position, name) => translate('diagram.select', { position, name }),
  };
}
