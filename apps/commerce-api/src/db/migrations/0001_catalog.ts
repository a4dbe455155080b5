/**
 * The catalogue's read side. Plain SQL that PostgreSQL 15+ and PGlite both run unchanged.
 * Each statement is run on its own (PGlite's extended protocol takes one statement at a time).
 */
export const up = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`,

  `CREATE TABLE store_configs (
    store_code text PRIMARY KEY,
    config jsonb NOT NULL
  )`,

  `CREATE TABLE attribute_options (
    option_id integer PRIMARY KEY,
    attribute_code text NOT NULL,
    label text NOT NULL,
    swatch text,
    position integer NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX attribute_options_code_idx ON attribute_options (attribute_code, position)`,

  `CREATE TABLE categories (
    id integer PRIMARY KEY,
    parent_id integer REFERENCES categories (id),
    path text NOT NULL,
    level integer NOT NULL,
    name text NOT NULL,
    url_key text NOT NULL,
    url_path text NOT NULL,
    position integer NOT NULL,
    include_in_menu boolean NOT NULL,
    description text,
    landing_page_block text,
    meta_title text,
    meta_description text
  )`,
  `CREATE INDEX categories_parent_idx ON categories (parent_id, position)`,
  `CREATE UNIQUE INDEX categories_url_path_idx ON categories (url_path)`,

  `CREATE TABLE products (
    id integer PRIMARY KEY,
    sku text NOT NULL UNIQUE,
    type_id text NOT NULL,
    name text NOT NULL,
    url_key text UNIQUE,
    description text NOT NULL,
    short_description text NOT NULL,
    meta_title text,
    meta_description text,
    price numeric(12, 2) NOT NULL CHECK (price >= 0),
    special_price numeric(12, 2) CHECK (special_price >= 0),
    min_regular_price numeric(12, 2) NOT NULL,
    min_final_price numeric(12, 2) NOT NULL,
    max_regular_price numeric(12, 2) NOT NULL,
    max_final_price numeric(12, 2) NOT NULL,
    quantity integer NOT NULL CHECK (quantity >= 0),
    visible boolean NOT NULL,
    parent_id integer REFERENCES products (id),
    part_numbers text[] NOT NULL DEFAULT '{}',
    part_numbers_normalized text[] NOT NULL DEFAULT '{}',
    manufacturer integer REFERENCES attribute_options (option_id),
    color integer REFERENCES attribute_options (option_id),
    ag_produktgruppe integer REFERENCES attribute_options (option_id),
    wm_delivery_time integer REFERENCES attribute_options (option_id),
    wm_order_product boolean NOT NULL DEFAULT false,
    weight numeric(10, 3),
    rating_summary numeric(5, 2) NOT NULL DEFAULT 0,
    review_count integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE INDEX products_parent_idx ON products (parent_id)`,

  // The search index: one narrow row per product a shopper can find (visible ones), with
  // everything a listing filters, sorts and counts facets on. Kept apart from the wide
  // products table so that scanning it is cheap; rebuilt from the catalogue tables.
  `CREATE TABLE product_search (
    id integer PRIMARY KEY REFERENCES products (id),
    sku text NOT NULL,
    url_key text,
    name text NOT NULL,
    min_final_price numeric(12, 2) NOT NULL,
    updated_at timestamptz NOT NULL,
    part_numbers_normalized text[] NOT NULL,
    search_document tsvector NOT NULL,
    search_text text NOT NULL,
    category_ids integer[] NOT NULL,
    option_ids integer[] NOT NULL
  )`,
  `CREATE INDEX product_search_name_idx ON product_search (name, id)`,
  `CREATE INDEX product_search_price_idx ON product_search (min_final_price, id)`,
  `CREATE INDEX product_search_updated_idx ON product_search (updated_at, id)`,
  `CREATE INDEX product_search_sku_idx ON product_search (sku)`,
  `CREATE INDEX product_search_url_key_idx ON product_search (url_key)`,
  `CREATE INDEX product_search_document_idx ON product_search USING gin (search_document)`,
  `CREATE INDEX product_search_text_idx ON product_search USING gin (search_text gin_trgm_ops)`,
  `CREATE INDEX product_search_part_numbers_idx ON product_search USING gin (part_numbers_normalized)`,
  `CREATE INDEX product_search_category_ids_idx ON product_search USING gin (category_ids)`,
  `CREATE INDEX product_search_option_ids_idx ON product_search USING gin (option_ids)`,

  `CREATE TABLE category_products (
    category_id integer NOT NULL REFERENCES categories (id),
    product_id integer NOT NULL REFERENCES products (id),
    position integer NOT NULL DEFAULT 0,
    PRIMARY KEY (category_id, product_id)
  )`,
  `CREATE INDEX category_products_product_idx ON category_products (product_id)`,

  // Anchor index: a product belongs to its categories and to all their ancestors, so a
  // top-level category lists everything below it (Magento's catalog_category_product_index).
  `CREATE TABLE category_product_index (
    category_id integer NOT NULL REFERENCES categories (id),
    product_id integer NOT NULL REFERENCES products (id),
    position integer NOT NULL DEFAULT 0,
    PRIMARY KEY (category_id, product_id)
  )`,
  `CREATE INDEX category_product_index_product_idx ON category_product_index (product_id, category_id)`,

  // Select-attribute values per product, with a configurable parent also carrying its
  // children's values (Magento's catalog_product_index_eav): filters and facet counts read it.
  `CREATE TABLE product_attribute_index (
    attribute_code text NOT NULL,
    option_id integer NOT NULL REFERENCES attribute_options (option_id),
    product_id integer NOT NULL REFERENCES products (id),
    PRIMARY KEY (attribute_code, option_id, product_id)
  )`,
  `CREATE INDEX product_attribute_index_product_idx ON product_attribute_index (product_id, attribute_code)`,

  `CREATE TABLE product_images (
    product_id integer NOT NULL REFERENCES products (id),
    position integer NOT NULL,
    file text NOT NULL,
    label text NOT NULL,
    PRIMARY KEY (product_id, position)
  )`,
  `CREATE UNIQUE INDEX product_images_file_idx ON product_images (file)`,

  `CREATE TABLE product_links (
    product_id integer NOT NULL REFERENCES products (id),
    link_type text NOT NULL CHECK (link_type IN ('related', 'upsell', 'crosssell')),
    linked_product_id integer NOT NULL REFERENCES products (id),
    position integer NOT NULL,
    PRIMARY KEY (product_id, link_type, linked_product_id)
  )`,

  `CREATE TABLE configurable_attributes (
    product_id integer NOT NULL REFERENCES products (id),
    attribute_code text NOT NULL,
    label text NOT NULL,
    position integer NOT NULL,
    PRIMARY KEY (product_id, attribute_code)
  )`,

  `CREATE TABLE bundle_options (
    option_id integer PRIMARY KEY,
    product_id integer NOT NULL REFERENCES products (id),
    title text NOT NULL,
    required boolean NOT NULL,
    type text NOT NULL,
    position integer NOT NULL
  )`,
  `CREATE INDEX bundle_options_product_idx ON bundle_options (product_id)`,

  `CREATE TABLE bundle_selections (
    selection_id integer PRIMARY KEY,
    option_id integer NOT NULL REFERENCES bundle_options (option_id),
    product_id integer NOT NULL REFERENCES products (id),
    quantity numeric(12, 4) NOT NULL,
    is_default boolean NOT NULL,
    can_change_quantity boolean NOT NULL,
    position integer NOT NULL
  )`,
  `CREATE INDEX bundle_selections_option_idx ON bundle_selections (option_id)`,

  `CREATE TABLE grouped_items (
    product_id integer NOT NULL REFERENCES products (id),
    linked_product_id integer NOT NULL REFERENCES products (id),
    quantity numeric(12, 4) NOT NULL,
    position integer NOT NULL,
    PRIMARY KEY (product_id, linked_product_id)
  )`,

  `CREATE TABLE downloadable_links (
    link_id integer PRIMARY KEY,
    product_id integer NOT NULL REFERENCES products (id),
    title text NOT NULL,
    price numeric(12, 2) NOT NULL,
    sort_order integer NOT NULL
  )`,
  `CREATE INDEX downloadable_links_product_idx ON downloadable_links (product_id)`,

  `CREATE TABLE url_rewrites (
    request_path text PRIMARY KEY,
    entity_type text NOT NULL CHECK (entity_type IN ('CATEGORY', 'PRODUCT', 'CMS_PAGE')),
    entity_id integer NOT NULL,
    target_path text NOT NULL,
    redirect_code integer NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX url_rewrites_entity_idx ON url_rewrites (entity_type, entity_id)`,

  `CREATE TABLE cms_pages (
    page_id integer PRIMARY KEY,
    identifier text NOT NULL UNIQUE,
    title text NOT NULL,
    content_heading text NOT NULL,
    content text NOT NULL,
    page_layout text NOT NULL,
    meta_title text NOT NULL,
    meta_description text NOT NULL,
    meta_keywords text,
    is_active boolean NOT NULL DEFAULT true
  )`,

  `CREATE TABLE cms_blocks (
    identifier text PRIMARY KEY,
    title text NOT NULL,
    content text NOT NULL,
    is_active boolean NOT NULL DEFAULT true
  )`,

  `CREATE TABLE blog_posts (
    id integer PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    title text NOT NULL,
    excerpt text NOT NULL,
    content text NOT NULL,
    author text NOT NULL,
    image text NOT NULL,
    published_at timestamptz NOT NULL
  )`,
  `CREATE INDEX blog_posts_published_idx ON blog_posts (published_at DESC, id DESC)`,

  `CREATE TABLE mega_menu_items (
    id integer PRIMARY KEY,
    parent_id integer REFERENCES mega_menu_items (id),
    title text NOT NULL,
    link_type text NOT NULL,
    link text NOT NULL,
    link_uid text,
    target text NOT NULL,
    position integer NOT NULL,
    cols_nb integer NOT NULL,
    content text,
    custom_class text,
    icon_url text,
    items_id text,
    show_subcategories boolean NOT NULL,
    show_title boolean NOT NULL,
    width text
  )`,
  `CREATE INDEX mega_menu_items_parent_idx ON mega_menu_items (parent_id, position)`,

  `CREATE TABLE pf_finders (
    finder_id integer PRIMARY KEY,
    name text NOT NULL,
    slug text NOT NULL UNIQUE,
    position integer NOT NULL
  )`,

  `CREATE TABLE pf_brands (
    brand_id integer PRIMARY KEY,
    finder_id integer NOT NULL REFERENCES pf_finders (finder_id),
    name text NOT NULL,
    slug text NOT NULL,
    UNIQUE (finder_id, slug)
  )`,
  `CREATE INDEX pf_brands_finder_name_idx ON pf_brands (finder_id, name)`,

  `CREATE TABLE pf_models (
    model_id integer PRIMARY KEY,
    brand_id integer NOT NULL REFERENCES pf_brands (brand_id),
    name text NOT NULL,
    slug text NOT NULL,
    year_from integer,
    year_to integer,
    UNIQUE (brand_id, slug)
  )`,
  `CREATE INDEX pf_models_brand_name_idx ON pf_models (brand_id, name)`,

  `CREATE TABLE product_fitments (
    model_id integer NOT NULL REFERENCES pf_models (model_id),
    product_id integer NOT NULL REFERENCES products (id),
    PRIMARY KEY (model_id, product_id)
  )`,
  `CREATE INDEX product_fitments_product_idx ON product_fitments (product_id)`,

  `CREATE TABLE countries (
    id text PRIMARY KEY,
    iso3 text NOT NULL,
    name_nb text NOT NULL,
    name_en text NOT NULL
  )`,

  `CREATE TABLE regions (
    id integer PRIMARY KEY,
    country_id text NOT NULL REFERENCES countries (id),
    code text NOT NULL,
    name text NOT NULL
  )`,
  `CREATE INDEX regions_country_idx ON regions (country_id)`,
];
