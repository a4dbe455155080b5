import { describe, expect, it } from 'vitest';

import {
  parseSitemapFile,
  productSitemapFileCount,
  sitemapFilePath,
  sitemapFiles,
} from './sitemapFiles';

describe('productSitemapFileCount', () => {
  it.each([
    [0, 0],
    [1, 1],
    [1000, 1],
    [1001, 2],
    [4321, 5],
  ])('puts %i products in %i files of 1000', (count, files) => {
    expect(productSitemapFileCount(count)).toBe(files);
  });
});

describe('sitemapFiles', () => {
  it('lists the pages, categories, blog, part finder and collections, then one file per 1000 products', () => {
    expect(sitemapFiles(2001).map(sitemapFilePath)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/categories.xml',
      '/sitemaps/blog.xml',
      '/sitemaps/parts.xml',
      '/sitemaps/collections.xml',
      '/sitemaps/products-1.xml',
      '/sitemaps/products-2.xml',
      '/sitemaps/products-3.xml',
    ]);
  });

  it('has no product file without products', () => {
    expect(sitemapFiles(0)).toHaveLength(5);
  });
});

describe('parseSitemapFile', () => {
  it.each([
    ['pages.xml', { kind: 'pages' }],
    ['categories.xml', { kind: 'categories' }],
    ['blog.xml', { kind: 'blog' }],
    ['parts.xml', { kind: 'parts' }],
    ['collections.xml', { kind: 'collections' }],
    ['products-1.xml', { kind: 'products', number: 1 }],
    ['products-12.xml', { kind: 'products', number: 12 }],
  ])('reads %j', (name, file) => {
    expect(parseSitemapFile(name)).toEqual(file);
  });

  it.each([
    'products-0.xml',
    'products-01.xml',
    'products.xml',
    'pages',
    'other.xml',
    'parts-1.xml',
    'fixedSitemapFiles.xml',
    'blog.xml.gz',
  ])('refuses %j', (name) => {
    expect(parseSitemapFile(name)).toBeNull();
  });
});
