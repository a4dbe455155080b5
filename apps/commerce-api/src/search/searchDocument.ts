/** One product as the index reads it (a visible product of `product_search`). */
export interface SearchDocument {
  id: number;
  sku: string;
  urlKey: string | null;
  name: string;
  price: number;
  /** Epoch milliseconds. */
  updatedAt: number;
  partNumbers: string[];
  categoryIds: number[];
  optionIds: number[];
  modelIds: number[];
  /** The catalogue marks it "passer alle" (`wm_universal_fit`); absent means not. */
  universalFit?: boolean;
  /** Manufacturer, product group and the tractors it fits (`Massey Ferguson 6480`). */
  brandText: string;
  /** Category names and the short description, as plain text. */
  descriptionText: string;
}

/** The texts only indexing reads: the index keeps their words, not them. */
type IndexedText = 'partNumbers' | 'brandText' | 'descriptionText';
/** The id lists filters and facets read, kept as typed arrays. */
type IdList = 'categoryIds' | 'optionIds' | 'modelIds';

/** What the index keeps of a product once its words are indexed. */
export type IndexedDocument = Omit<SearchDocument, IndexedText | IdList | 'universalFit'> &
  Record<IdList, Int32Array> & { universalFit: boolean };

/** What filters and sorts read of a product: its texts are needed only to index its words. */
export function indexedDocument(document: SearchDocument): IndexedDocument {
  return {
    id: document.id,
    sku: document.sku,
    urlKey: document.urlKey,
    name: document.name,
    price: document.price,
    updatedAt: document.updatedAt,
    categoryIds: Int32Array.from(document.categoryIds),
    optionIds: Int32Array.from(document.optionIds),
    modelIds: Int32Array.from(document.modelIds),
    universalFit: document.universalFit ?? false,
  };
}
