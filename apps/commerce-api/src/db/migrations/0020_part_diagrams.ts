/**
 * Exploded parts diagrams (issue 24 item 1): each part-finder model's assemblies ("Motor –
 * smøring og filtre", "Bremser" …) with their schematic picture (SVG, drawn by the seed) and the
 * numbered positions on it: which product, how many per machine, and where its balloon sits
 * (`x`/`y` in percent of the picture). The seed derives them from the fitment data.
 */
export const up = [
  `CREATE TABLE wm_part_assemblies (
    id serial PRIMARY KEY,
    model_id integer NOT NULL REFERENCES pf_models (model_id) ON DELETE CASCADE,
    uid text NOT NULL,
    name text NOT NULL,
    position integer NOT NULL,
    svg text NOT NULL,
    UNIQUE (model_id, uid)
  )`,
  `CREATE TABLE wm_part_assembly_positions (
    assembly_id integer NOT NULL REFERENCES wm_part_assemblies (id) ON DELETE CASCADE,
    position integer NOT NULL,
    product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    quantity integer NOT NULL CHECK (quantity > 0),
    x real NOT NULL,
    y real NOT NULL,
    PRIMARY KEY (assembly_id, position)
  )`,
];
