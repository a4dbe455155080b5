/** The exploded diagrams' size in user units (their `viewBox`); positions are percent of it. */
export const DIAGRAM_WIDTH = 800;
export const DIAGRAM_HEIGHT = 560;
